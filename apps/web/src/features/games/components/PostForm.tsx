import { useEffect, useRef } from "react";

/** Posts `fields` to `action` once mounted, into the frame named `target` or a new tab (`_blank`). */
export function PostForm(props: { action: string; target: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={props.action} target={props.target} style={{ display: "none" }}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </form>
  );
}
