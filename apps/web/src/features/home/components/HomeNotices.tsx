import { NoticeBar } from "antd-mobile";
import { generatePath, useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useIndexNotices } from "../api/home-content.ts";
import { SpeakerIcon } from "./icons.tsx";

/** The scrolling notice bar; tapping a title opens that notice. */
export function HomeNotices() {
  const navigate = useNavigate();
  const notices = useIndexNotices().data ?? [];
  if (notices.length === 0) return null;
  const content = (
    <span className="notice-titles">
      {notices.map((notice) => (
        <button
          type="button"
          key={notice.id}
          className="notice-title"
          onClick={() => navigate(generatePath(paths.noticeDetail, { noticeId: String(notice.id) }))}
        >
          {notice.title}
        </button>
      ))}
    </span>
  );
  return (
    <NoticeBar className="home-notices" content={content} icon={<SpeakerIcon />} color="alert" speed={40} />
  );
}
