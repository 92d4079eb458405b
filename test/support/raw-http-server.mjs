// One skeleton for the hand-written fixture servers that speak Streamable HTTP without the SDK, beside
// raw-stdio-server.mjs for stdio: every request body is read whole, anything but POST is answered
// (DELETE 200, else 405), a body that is not JSON gets 400, and `answer(message)` decides the rest:
// undefined for 202 Accepted (a notification or a response), or `{ status?, body }`, written as one
// JSON reply, or `{ status?, notifications, body }`, written as one SSE stream: the notifications,
// then the reply. It listens on 127.0.0.1, prints `LISTENING <port>`, and ends on stdin EOF so that an
// orphaned fixture never outlives its test. Plain ESM JavaScript with no dependencies. Test-only.
import { createServer } from "node:http";

/** `before`, when given, is awaited ahead of every request (a fixture that starts slowly). */
export function serveHttp(answer, { before } = {}) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      await before?.();
      if (req.method !== "POST") {
        res.writeHead(req.method === "DELETE" ? 200 : 405, { allow: "POST, DELETE" });
        res.end();
        return;
      }
      let message;
      try {
        message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        res.writeHead(400);
        res.end();
        return;
      }
      const reply = await answer(message);
      if (reply === undefined) {
        res.writeHead(202);
        res.end();
        return;
      }
      const body = JSON.stringify({ jsonrpc: "2.0", ...reply.body });
      if (reply.notifications === undefined) {
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(body);
        return;
      }
      res.writeHead(reply.status ?? 200, { "content-type": "text/event-stream" });
      const events = reply.notifications.map(
        (n) => `event: message\ndata: ${JSON.stringify({ jsonrpc: "2.0", ...n })}\n\n`,
      );
      res.end(`${events.join("")}event: message\ndata: ${body}\n\n`);
    });
  });
  server.listen(0, "127.0.0.1", () => process.stdout.write(`LISTENING ${server.address().port}\n`));
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
}
