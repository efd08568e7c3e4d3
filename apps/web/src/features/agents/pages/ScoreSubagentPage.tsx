import { useState } from "react";
import { Button, SearchBar } from "antd-mobile";
import type { AgentMember } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentMembers } from "../api/agent-api.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";

const a = agentMessages.agent;

/**
 * /ScoreSubagent (团队成员): the agent's direct members; tapping a member with members of its own opens
 * theirs (返回上级 goes back up); the search box finds anyone in the team by user name.
 */
export default function ScoreSubagentPage() {
  return <AgentLayout title={a.subagentTitle}>{() => <Members />}</AgentLayout>;
}

function Members() {
  const [trail, setTrail] = useState<number[]>([]);
  const [search, setSearch] = useState("");
  const parentId = trail.at(-1);
  const members = useAgentMembers(search ? undefined : parentId, search, true);
  return (
    <>
      <div className="agent-search">
        <SearchBar placeholder={a.searchPlaceholder} onSearch={setSearch} onClear={() => setSearch("")} />
        {trail.length > 0 && !search && (
          <Button size="small" onClick={() => setTrail(trail.slice(0, -1))}>
            {a.backToParent}
          </Button>
        )}
      </div>
      <PagedList
        query={members}
        emptyText={a.noMembers}
        renderItem={(member) => (
          <MemberRow
            key={member.Mid}
            member={member}
            onOpen={member.children > 0 && !search ? () => setTrail([...trail, member.Mid]) : undefined}
          />
        )}
        container={(rows) => <div className="agent-rows">{rows}</div>}
      />
    </>
  );
}

function MemberRow({ member, onOpen }: { member: AgentMember; onOpen: (() => void) | undefined }) {
  const type = member.type ? a.typeNames[member.type] : a.statusNames[member.status];
  return (
    <div
      className="agent-row"
      data-testid="agent-member"
      onClick={onOpen}
      role={onOpen ? "button" : undefined}
    >
      <div className="agent-row-main">
        {member.userName} · {member.status === "active" ? a.statusNames.active : type}
        <small>
          {a.levelOf(member.depth)} · {a.members(member.children)}
          {member.rates &&
            ` · ${a.familyNames.lottery}${a.rate(member.rates.lottery)} ${a.familyNames.sports}${a.rate(member.rates.sports)}`}
        </small>
        <small>
          {a.registeredAt} {formatChinaDateTime(member.registeredAt)}
        </small>
      </div>
      <div className="agent-row-side">
        <small>{a.balance}</small>
        {a.yuan(member.balance)}
        <small>{member.lastLoginAt ? formatChinaDateTime(member.lastLoginAt) : a.neverLoggedIn}</small>
      </div>
    </div>
  );
}
