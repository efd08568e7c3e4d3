import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAdapter, HttpError } from "./http.ts";

// A local HTTP server: the wire is tested against a real socket.
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/text") {
        res.writeHead(502).end("Bad Gateway");
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ method: req.method, type: req.headers["content-type"] ?? null, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchAdapter", () => {
  it("sends the method, headers and form body and parses a JSON answer", async () => {
    const answer = await fetchAdapter({
      method: "POST",
      url: `${base}/echo`,
      data: "a=1&b=%E4%BD%A0",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      timeout: 1_000,
    });
    expect(answer).toEqual({
      status: 200,
      data: {
        method: "POST",
        type: "application/x-www-form-urlencoded;charset=UTF-8",
        body: "a=1&b=%E4%BD%A0",
      },
    });
  });

  it("answers any HTTP status, with the text when the body is not JSON", async () => {
    const answer = await fetchAdapter({ method: "GET", url: `${base}/text`, headers: {}, timeout: 1_000 });
    expect(answer).toEqual({ status: 502, data: "Bad Gateway" });
  });

  it("gives up after the timeout with ETIMEDOUT, and a refused connection is ERR_NETWORK", async () => {
    const late = fetchAdapter({ method: "GET", url: `${base}/slow`, headers: {}, timeout: 100 });
    await expect(late).rejects.toMatchObject({ name: "HttpError", code: "ETIMEDOUT" });
    const closed = fetchAdapter({ method: "GET", url: "http://127.0.0.1:1/", headers: {}, timeout: 1_000 });
    await expect(closed).rejects.toBeInstanceOf(HttpError);
    await expect(closed).rejects.toMatchObject({ code: "ERR_NETWORK" });
  });
});
