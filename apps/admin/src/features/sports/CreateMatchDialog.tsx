import { DatePicker, Form, Input, Modal, Select } from "antd";
import type { Dayjs } from "dayjs";
import { isoOfPicker } from "../../lib/picker-time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.createDialog;

interface CreateForm {
  gameCode: string;
  leagueCode: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: Dayjs;
  num?: string;
  issue?: string;
}

/** A new fixture without odds (POST /sports/match); its odds are set afterwards. */
export function CreateMatchDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm<CreateForm>();
  const leagues =
    useApiQuery<{ list: { code: string; name: string; sport: string }[] }>("/sports/leagues").data?.list ??
    [];
  const submit = (v: CreateForm) =>
    props.onSubmit({
      gameCode: v.gameCode,
      leagueCode: v.leagueCode,
      homeTeam: v.homeTeam.trim(),
      awayTeam: v.awayTeam.trim(),
      kickoffAt: isoOfPicker(v.kickoffAt),
      ...(v.num?.trim() ? { num: v.num.trim() } : {}),
      ...(v.issue?.trim() ? { issue: v.issue.trim() } : {}),
    });
  return (
    <Modal
      open={props.open}
      title={m.title}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ gameCode: "jczq" }}
      >
        <Form.Item name="gameCode" label={m.gameCode} rules={[{ required: true }]}>
          <Select
            options={Object.entries(sportsMessages.games).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="leagueCode" label={m.league} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={leagues.map((l) => ({ value: l.code, label: l.name }))}
          />
        </Form.Item>
        <Form.Item name="homeTeam" label={m.homeTeam} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="awayTeam" label={m.awayTeam} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="kickoffAt" label={m.kickoffAt} rules={[{ required: true }]}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="num" label={m.num} extra={m.numHint}>
          <Input />
        </Form.Item>
        <Form.Item name="issue" label={m.issue}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
