import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import type { ErrorBlock as AntErrorBlock } from "antd-mobile";

type ErrorBlockProps = ComponentProps<typeof AntErrorBlock>;

/** Without the network (the chunk failed too) the texts still show, without the picture. */
function PlainBlock({ title, description, children }: ErrorBlockProps) {
  return (
    <div className="adm-error-block">
      <div className="adm-error-block-description-title">{title}</div>
      <div className="adm-error-block-description-subtitle">{description}</div>
      {children && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
}

const Block = lazy<ComponentType<ErrorBlockProps>>(() =>
  import("./error-block-impl.ts").then(
    (m) => ({ default: m.ErrorBlock }),
    () => ({ default: PlainBlock }),
  ),
);

/**
 * antd-mobile's ErrorBlock (empty, failed and status pictures), loaded when first drawn: no first
 * screen shows one, so its pictures stay out of the home route's JavaScript (issue 21).
 */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
}
