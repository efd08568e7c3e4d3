import { Button, Popconfirm, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages as c } from "../../lib/messages.ts";
import type { ContentKindName, ContentRow } from "./api.ts";
import { ContentEditor } from "./ContentEditor.tsx";
import { contentMessages as m } from "./messages.ts";
import { useContentPage } from "./useContentPage.ts";

/** One kind of site content: the list in display order, the editor with its phone preview. */
export default function ContentPage({ kind }: { kind: ContentKindName }) {
  const page = useContentPage(kind);
  const { config, list } = page;
  const actions: TableColumn<ContentRow> = {
    title: c.actions,
    key: "actions",
    fixed: "right",
    noExport: true,
    render: (_, row) => (
      <Space size={4}>
        <Button size="small" type="link" onClick={() => page.edit(row)}>
          {c.edit}
        </Button>
        <Popconfirm title={m.deleteConfirm(row.title)} onConfirm={() => page.remove(row.id)}>
          <Button size="small" type="link" danger>
            {c.delete}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };
  return (
    <PageCard title={config.title}>
      <DataTable
        rowKey="id"
        columns={[...config.columns, actions]}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={config.title}
        fetchAll={list.fetchAll}
        toolbar={[
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={page.create}>
            {m.create(config.title)}
          </Button>,
        ]}
      />
      <ContentEditor
        config={config}
        state={page.editor}
        busy={page.saving}
        onClose={page.close}
        onSave={page.save}
      />
    </PageCard>
  );
}
