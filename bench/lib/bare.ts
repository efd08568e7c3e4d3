/**
 * The read benchmark's baseline: a minimal Fastify 5 app in its own process, with nothing of ours (no
 * plugins, signature, session or database), answering GET /api/bare with a small constant JSON in the
 * API envelope. Prints `LISTENING <port>` once ready; SIGTERM closes it.
 */
import Fastify from "fastify";

const ANSWER = { status: 0, msg: "", models: { gameCode: "ssq", issue: "2025001", open: true } };

const app = Fastify({ logger: false });
app.get("/api/bare", async () => ANSWER);
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no TCP address");
console.log(`LISTENING ${address.port}`);

process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
