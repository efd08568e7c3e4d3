import { Skeleton } from "antd-mobile";

/** Shown while account/profile loads. */
export function ProfileSkeleton() {
  return (
    <div className="profile-skeleton">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}
