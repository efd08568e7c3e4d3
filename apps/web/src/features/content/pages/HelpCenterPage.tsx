import { useState } from "react";
import { SearchBar } from "antd-mobile";
import { generatePath, Link } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { commonMessages } from "../../../messages/common.ts";
import { contentMessages } from "../../../messages/content.ts";
import { fairnessMessages } from "../../../messages/fairness.ts";
import { useHelpList } from "../api/help.ts";
import { HelpTopicList } from "../components/HelpTopicList.tsx";
import "../components/content.css";

/** A type's card on /helpCenter lists this many topics; 全部 opens /helpType/:type. */
const TOPICS_PER_TYPE = 4;
const MAX_KEYWORD_LENGTH = 30;

/** /helpCenter: help types with their first topics, and a search over every answer. */
export default function HelpCenterPage() {
  const [keyword, setKeyword] = useState("");
  const help = useHelpList(keyword);
  const types = help.data ?? [];
  const matches = types.flatMap((type) => type.topics);

  return (
    <Page header={<PageHeader title={contentMessages.helpCenterTitle} />}>
      <div className="help-search">
        <SearchBar
          placeholder={contentMessages.helpSearchPlaceholder}
          maxLength={MAX_KEYWORD_LENGTH}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword("")}
        />
      </div>
      <LoadState
        status={help.status}
        empty={keyword ? matches.length === 0 : types.length === 0}
        emptyText={keyword ? commonMessages.noSearchResults : undefined}
        onRetry={() => void help.refetch()}
      >
        {keyword ? (
          <HelpTopicList topics={matches} header={contentMessages.helpMatches(matches.length)} />
        ) : (
          types.map((type) => (
            <HelpTopicList
              key={type.type}
              topics={type.topics.slice(0, TOPICS_PER_TYPE)}
              header={
                <Link className="help-type-link" to={generatePath(paths.helpType, { type: type.type })}>
                  <span>{type.title}</span>
                  <span className="help-type-more">{contentMessages.allTopics(type.topics.length)}</span>
                </Link>
              }
            />
          ))
        )}
      </LoadState>
      <Link className="help-type-link help-fairness-link" to={paths.fairness}>
        <span>{fairnessMessages.fairnessLink}</span>
        <span className="help-type-more">{fairnessMessages.fairnessMore}</span>
      </Link>
    </Page>
  );
}
