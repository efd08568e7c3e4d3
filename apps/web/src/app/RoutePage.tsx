import { Suspense, type ReactNode } from "react";
import { DotLoading } from "antd-mobile";
import { ChunkErrorBoundary } from "./ChunkErrorBoundary.tsx";
import { RequireLogin } from "./RequireLogin.tsx";

function RouteLoading() {
  return (
    <div className="route-loading">
      <DotLoading color="primary" />
    </div>
  );
}

/** Every route's frame: error boundary (retry page), Suspense for the lazy chunk, optional login gate. */
export function RoutePage({ gated = false, children }: { gated?: boolean; children: ReactNode }) {
  const page = (
    <ChunkErrorBoundary>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
  return gated ? <RequireLogin>{page}</RequireLogin> : page;
}
