// A loopback OpenAI-compatible chat-completions mock for the Travis234 end-to-end tests. It plays a
// script, one assistant turn per request (a tool call, a final text, or a function step that picks one
// from the last tool message it received), streamed as the SSE frames
// that the host's openai-completions decoder reads (travis/ai/providers/chat_stream.py): `data:`
// lines of chat.completion.chunk objects, a finish_reason chunk, an optional usage chunk (the host
// asks for one with stream_options.include_usage and then reads to the end), then `data: [DONE]`.
// Every request body is recorded, so tests can assert the role:"tool" messages the host sent back.

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptTurn =
  | { readonly tool: { readonly name?: string; readonly arguments: unknown; readonly id?: string } }
  | { readonly text: string }
  /**
   * Decided when its request arrives, from the last tool message in that request (undefined when
   * there is none), e.g. to call with a reference an earlier tool result handed out.
   */
  | { readonly next: (lastTool: ToolMessage | undefined) => StaticTurn };

/** A turn the mock can stream as it is (not a function step). */
export type StaticTurn = Exclude<ScriptTurn, { readonly next: unknown }>;

export interface RecordedRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The raw body as received (for leak checks). */
  readonly raw: string;
  readonly body: ChatRequest;
}

export interface ChatMessage {
  readonly role: string;
  readonly content?: unknown;
  readonly tool_call_id?: string;
  readonly tool_calls?: readonly {
    readonly id: string;
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
}

export interface ChatRequest {
  readonly model?: string;
  readonly stream?: boolean;
  readonly messages?: readonly ChatMessage[];
  readonly tools?: readonly { readonly function: { readonly name: string; readonly parameters?: unknown } }[];
  readonly stream_options?: { readonly include_usage?: boolean };
}

export interface ToolMessage {
  readonly toolCallId: string;
  readonly text: string;
}

export interface MockLlm {
  readonly baseUrl: string;
  readonly requests: readonly RecordedRequest[];
  /** Requests that arrived after the script ran out (answered with a plain text turn). */
  readonly overruns: number;
  /** The tool messages of the latest request, in order (each request carries the whole history). */
  toolMessages(): ToolMessage[];
  /** The id the mock gave the tool call of script turn `index` (0-based). */
  callId(index: number): string;
  close(): Promise<void>;
}

export const EXHAUSTED_TEXT = "mock: script exhausted";

function chunk(model: string, delta: object, finishReason: string | null): string {
  const frame = {
    id: "chatcmpl-e2e",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(frame)}\n\n`;
}

function frames(turn: StaticTurn, callId: string, model: string, includeUsage: boolean): string[] {
  const out: string[] = [];
  if ("tool" in turn) {
    const args = JSON.stringify(turn.tool.arguments);
    const name = turn.tool.name ?? "mcp";
    out.push(
      chunk(
        model,
        {
          role: "assistant",
          content: null,
          tool_calls: [{ index: 0, id: callId, type: "function", function: { name, arguments: "" } }],
        },
        null,
      ),
    );
    // Split the arguments in two, as real providers stream them in fragments.
    const cut = Math.floor(args.length / 2);
    for (const part of [args.slice(0, cut), args.slice(cut)]) {
      if (part !== "") out.push(chunk(model, { tool_calls: [{ index: 0, function: { arguments: part } }] }, null));
    }
    out.push(chunk(model, {}, "tool_calls"));
  } else {
    out.push(chunk(model, { role: "assistant", content: turn.text }, null));
    out.push(chunk(model, {}, "stop"));
  }
  if (includeUsage) {
    out.push(
      `data: ${JSON.stringify({ id: "chatcmpl-e2e", object: "chat.completion.chunk", created: 0, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
  }
  out.push("data: [DONE]\n\n");
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((p: unknown) =>
        typeof p === "object" && p !== null && typeof (p as { text?: unknown }).text === "string"
          ? (p as { text: string }).text
          : "",
      )
      .join("");
  }
  return "";
}

function toolMessagesOf(body: ChatRequest): ToolMessage[] {
  return (body.messages ?? [])
    .filter((m) => m.role === "tool")
    .map((m) => ({ toolCallId: String(m.tool_call_id), text: textOf(m.content) }));
}

/** Starts the mock on 127.0.0.1 with an ephemeral port. */
export async function startMockLlm(script: readonly ScriptTurn[]): Promise<MockLlm> {
  const requests: RecordedRequest[] = [];
  let next = 0;
  let overruns = 0;
  const callId = (index: number): string => `call_e2e_${index + 1}`;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(raw) as ChatRequest;
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"bad json"}}');
      return;
    }
    requests.push({ path, headers: { ...req.headers }, raw, body });
    const index = next++;
    const step = script[index];
    if (step === undefined) overruns++;
    let turn: StaticTurn = { text: EXHAUSTED_TEXT };
    if (step !== undefined && "next" in step) {
      try {
        turn = step.next(toolMessagesOf(body).at(-1));
      } catch (err) {
        // The model says what went wrong, so the test's assertions show it.
        turn = { text: `mock: function step ${index} threw: ${err instanceof Error ? err.message : String(err)}` };
      }
    } else if (step !== undefined) {
      turn = step;
    }
    const model = typeof body.model === "string" ? body.model : "scripted";
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    for (const frame of frames(turn, callId(index), model, body.stream_options?.include_usage === true))
      res.write(frame);
    res.end();
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get overruns() {
      return overruns;
    },
    toolMessages() {
      const last = requests[requests.length - 1];
      return last === undefined ? [] : toolMessagesOf(last.body);
    },
    callId,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
