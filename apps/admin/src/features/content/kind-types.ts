import type { ComponentType, ReactNode } from "react";
import type { TableColumn } from "../../components/DataTable.tsx";
import type { ContentKindName, ContentRow } from "./api.ts";

/** Form values of an editor (dates are dayjs values there). */
export type FormValues = Record<string, unknown>;

/** How one kind of content is listed, edited, sent and previewed. */
export interface KindConfig {
  kind: ContentKindName;
  title: string;
  columns: TableColumn<ContentRow>[];
  /** The editor's form items. */
  fields: ReactNode;
  defaults: FormValues;
  toForm: (row: ContentRow) => FormValues;
  toBody: (values: FormValues) => Record<string, unknown>;
  /** The item drawn as the player app shows it. */
  Preview: ComponentType<{ values: FormValues }>;
  /** The real player page showing a saved item, when there is one. */
  livePath?: (row: ContentRow) => string | null;
}
