import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { installErrorHandling } from "../src/http/errors.ts";
import { redactUrl } from "../src/http/logging.ts";
import { call, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";

describe("unexpected faults", () => {
  it("answer HTTP 500 with the fixed envelope and no stack trace", async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get("/api/boom", async () => {
      throw new Error("secret internal detail at db.ts:42");
    });
    const res = await app.inject({ method: "GET", url: "/api/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 1, msg: "系统繁忙，请稍后再试" });
    expect(res.body).not.toMatch(/secret|db\.ts|at /);
    await app.close();
  });
});

describe("request logs", () => {
  it("redact tokens, passwords and signatures in URLs", () => {
    expect(redactUrl("/api/account/userinfo?c=1&tk=abc123&t=5&s=ffff")).toBe(
      "/api/account/userinfo?c=1&tk=***&t=5&s=***",
    );
    expect(redactUrl("/api/x?password=hunter2&userName=a")).toBe("/api/x?password=***&userName=a");
    expect(redactUrl("/api/x")).toBe("/api/x");
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("never contain the token or password of a real login", async () => {
    const { token } = await registerPlayer(server.app, "Logme01", "pass-word-9");
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { buildApp } = await import("../src/app.ts");
    const app = await buildApp({ config: server.config, db: server.database.db, logStream: sink });
    await app.ready();
    await call(app, "GET", "/api/account/userinfo", {}, { token });
    await call(app, "POST", "/api/account/weblogin", { userName: "logme01", password: "pass-word-9" });
    const getWithPassword = await app.inject({
      method: "GET",
      url: `/api/account/userinfo?tk=${token}&password=pass-word-9`,
    });
    expect(getWithPassword.statusCode).toBe(200);
    const text = lines.join("");
    expect(text).toContain("/api/account/userinfo");
    expect(text).toContain("tk=***");
    expect(text).not.toContain(token);
    expect(text).not.toContain("pass-word-9");
    await app.close();
  });
});
