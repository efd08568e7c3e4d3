import type { CSSProperties } from "react";
import { Avatar } from "antd-mobile";

/** A round player avatar; antd-mobile's grey figure when there is none. */
export function AvatarImage({ src, size = "0.96rem" }: { src: string | undefined; size?: string }) {
  return (
    <Avatar
      className="avatar-image"
      src={src ?? ""}
      style={{ "--size": size, "--border-radius": "50%" } as CSSProperties}
    />
  );
}
