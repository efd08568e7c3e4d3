import { useNavigate } from "react-router";
import "./header-link.css";

/** A text link in a page header's right corner (PageHeader `right`): goes to `to`, else runs `onClick`. */
export function HeaderLink(props: { text: string; to?: string; onClick?: () => void }) {
  const navigate = useNavigate();
  const follow = () => (props.to === undefined ? props.onClick?.() : navigate(props.to));
  return (
    <button type="button" className="header-link" onClick={follow}>
      {props.text}
    </button>
  );
}
