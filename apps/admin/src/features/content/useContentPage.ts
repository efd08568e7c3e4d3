import { useState } from "react";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useAction } from "../../lib/use-action.ts";
import { commonMessages } from "../../lib/messages.ts";
import { contentPath, deleteContent, saveContent, type ContentKindName, type ContentRow } from "./api.ts";
import type { EditorState } from "./ContentEditor.tsx";
import { KINDS } from "./kinds.tsx";
import type { FormValues } from "./kind-types.ts";
import { contentMessages as m } from "./messages.ts";

/** State and calls of one content kind's page: the list, the editor, save and delete. */
export function useContentPage(kind: ContentKindName) {
  const config = KINDS[kind];
  const path = contentPath(kind);
  const filters = useUrlFilters({ pageIndex: 1, pageSize: 20 });
  const list = usePagedList<ContentRow>(path, filters.values, filters.set);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const save = useAction(
    (values: FormValues) =>
      saveContent(kind, { ...config.toBody(values), ...(editor?.row ? { id: editor.row.id } : {}) }),
    { success: m.saved, invalidate: [path], onDone: (row) => setEditor({ row }) },
  );
  const remove = useAction((id: number) => deleteContent(kind, id), {
    success: commonMessages.deleted,
    invalidate: [path],
  });
  return {
    config,
    list,
    editor,
    create: () => setEditor({ row: null }),
    edit: (row: ContentRow) => setEditor({ row }),
    close: () => setEditor(null),
    save: (values: FormValues) => save.mutate(values),
    saving: save.isPending,
    remove: (id: number) => remove.mutateAsync(id),
  };
}
