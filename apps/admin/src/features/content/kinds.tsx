import type { Dayjs } from "dayjs";
import { isoOfPicker, pickerValue } from "../../lib/picker-time.ts";
import type { ContentKindName, ContentRow } from "./api.ts";
import {
  enabledColumn,
  idColumn,
  namedColumn,
  timeColumn,
  titleColumn,
  updatedColumn,
} from "./common-columns.tsx";
import {
  ContentField,
  ImageField,
  LinkField,
  SelectField,
  SlugField,
  SortField,
  SwitchField,
  TimeField,
  TextField,
  TitleField,
} from "./form-fields.tsx";
import type { FormValues, KindConfig } from "./kind-types.ts";
import { contentMessages as m } from "./messages.ts";
import { ArticlePreview, BannerPreview, DialogPreview, HelpPreview, NoticePreview } from "./previews.tsx";

const f = m.fields;

/** Converts the named time fields between API ISO strings and picker values. */
const times = (names: string[]) => ({
  toForm: (row: ContentRow): FormValues => ({
    ...row,
    ...Object.fromEntries(names.map((n) => [n, pickerValue(row[n] as string | null)])),
  }),
  toBody: (values: FormValues) => {
    const { updatedAt: _updatedAt, ...rest } = values;
    return { ...rest, ...Object.fromEntries(names.map((n) => [n, isoOfPicker(values[n] as Dayjs | null)])) };
  },
});

/** publishedAt may be left out (the server stamps now), but not sent as null. */
const withoutNullPublished = (body: Record<string, unknown>) => {
  if (body.publishedAt === null) delete body.publishedAt;
  return body;
};

const banners: KindConfig = {
  kind: "banners",
  title: m.titles.banners,
  columns: [
    idColumn,
    namedColumn("position", f.position, m.positions),
    titleColumn,
    { title: f.image, dataIndex: "image", ellipsis: true },
    { title: f.link, dataIndex: "link" },
    { title: f.sort, dataIndex: "sort" },
    timeColumn("startsAt", f.startsAt),
    timeColumn("endsAt", f.endsAt),
    enabledColumn,
    updatedColumn,
  ],
  fields: (
    <>
      <SelectField name="position" label={f.position} names={m.positions} />
      <TitleField />
      <ImageField />
      <LinkField />
      <SortField />
      <TimeField name="startsAt" label={f.startsAt} />
      <TimeField name="endsAt" label={f.endsAt} />
      <SwitchField />
    </>
  ),
  defaults: { position: "home", sort: 0, enabled: true, link: "" },
  ...times(["startsAt", "endsAt"]),
  Preview: BannerPreview,
  livePath: (row) => (row.position === "home" ? "/" : null),
};

const notices: KindConfig = {
  kind: "notices",
  title: m.titles.notices,
  columns: [
    idColumn,
    titleColumn,
    timeColumn("publishedAt", f.publishedAt),
    namedColumn("pinned", f.pinned, { true: m.pinned, false: "" }),
    enabledColumn,
    updatedColumn,
  ],
  fields: (
    <>
      <TitleField />
      <ContentField rows={10} />
      <TimeField name="publishedAt" label={f.publishedAt} />
      <SwitchField name="pinned" label={f.pinned} />
      <SwitchField />
    </>
  ),
  defaults: { pinned: false, enabled: true },
  toForm: times(["publishedAt"]).toForm,
  toBody: (values) => withoutNullPublished(times(["publishedAt"]).toBody(values)),
  Preview: NoticePreview,
  livePath: (row) => `/noticeDetail/${row.id}`,
};

const articles: KindConfig = {
  kind: "articles",
  title: m.titles.articles,
  columns: [
    idColumn,
    namedColumn("category", f.category, m.categories),
    titleColumn,
    { title: f.summary, dataIndex: "summary", ellipsis: true, width: 240 },
    timeColumn("publishedAt", f.publishedAt),
    timeColumn("endsAt", f.endsAt),
    enabledColumn,
    updatedColumn,
  ],
  fields: (
    <>
      <SelectField name="category" label={f.category} names={m.categories} />
      <TitleField />
      <ContentField rows={10} />
      <ImageField name="cover" label={f.cover} required={false} />
      <LinkField />
      <TimeField name="publishedAt" label={f.publishedAt} />
      <TimeField name="endsAt" label={f.endsAt} />
      <SwitchField />
    </>
  ),
  defaults: { category: "news", enabled: true, cover: "", link: "", summary: "" },
  toForm: times(["publishedAt", "endsAt"]).toForm,
  toBody: (values) => withoutNullPublished(times(["publishedAt", "endsAt"]).toBody(values)),
  Preview: ArticlePreview,
};

const dialogs: KindConfig = {
  kind: "dialogs",
  title: m.titles.dialogs,
  columns: [
    idColumn,
    titleColumn,
    namedColumn("audience", f.audience, m.audiences),
    { title: f.link, dataIndex: "link" },
    timeColumn("startsAt", f.startsAt),
    timeColumn("endsAt", f.endsAt),
    enabledColumn,
    updatedColumn,
  ],
  fields: (
    <>
      <TitleField />
      <ContentField rows={6} />
      <ImageField required={false} />
      <LinkField />
      <SelectField name="audience" label={f.audience} names={m.audiences} />
      <TimeField name="startsAt" label={f.startsAt} />
      <TimeField name="endsAt" label={f.endsAt} />
      <SwitchField />
    </>
  ),
  defaults: { audience: "all", enabled: true, image: "", link: "" },
  ...times(["startsAt", "endsAt"]),
  Preview: DialogPreview,
};

const help: KindConfig = {
  kind: "help",
  title: m.titles.help,
  columns: [
    idColumn,
    { title: f.typeTitle, dataIndex: "typeTitle" },
    { title: f.type, dataIndex: "type" },
    { title: f.name, dataIndex: "name" },
    titleColumn,
    { title: f.sort, dataIndex: "sort" },
    updatedColumn,
  ],
  fields: (
    <>
      <SlugField name="type" label={f.type} />
      <TextField name="typeTitle" label={f.typeTitle} max={20} />
      <TitleField />
      <SlugField name="name" label={f.name} />
      <ContentField rows={10} />
      <SortField />
    </>
  ),
  defaults: { sort: 0 },
  ...times([]),
  Preview: HelpPreview,
  livePath: (row) => `/helpDetail/${String(row.type)}/${String(row.name)}`,
};

export const KINDS: Record<ContentKindName, KindConfig> = { banners, notices, articles, dialogs, help };
