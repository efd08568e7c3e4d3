import type { FastifyRequest } from "fastify";

const SECRET_PARAM = /^(tk|token|password|newpassword|oldpassword|pwd|s|code|sign)$/i;

/** The URL with secret query values (tokens, passwords, signatures) replaced by ***. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=***` : pair;
    });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Pino options for request logs that never contain passwords or tokens. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.tk", "*.token"],
      censor: "***",
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
