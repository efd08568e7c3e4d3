import type { ReactNode } from "react";
import type { HelpTopicBrief } from "@lottery/contract";
import { List } from "antd-mobile";
import { generatePath, useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";

/** Help topics as a list; a tap opens the answer. */
export function HelpTopicList({ topics, header }: { topics: readonly HelpTopicBrief[]; header?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <List header={header} className="help-topics">
      {topics.map((topic) => (
        <List.Item
          key={`${topic.type}/${topic.name}`}
          onClick={() => navigate(generatePath(paths.helpDetail, { type: topic.type, name: topic.name }))}
        >
          {topic.title}
        </List.Item>
      ))}
    </List>
  );
}
