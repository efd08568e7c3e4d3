import { Link, useLocation } from "react-router";

export interface AuthLink {
  text: string;
  to: string;
}

/** A row of links between the auth pages; the login page's return target travels along. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  const location = useLocation();
  return (
    <div className="auth-links">
      {links.map((link) => (
        <Link key={link.to} to={link.to} state={location.state} replace>
          {link.text}
        </Link>
      ))}
    </div>
  );
}
