import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/**
 * Server telemetry, off by default. `STOREFRONT_TELEMETRY=log` writes one JSON line per finished span (each page
 * render and each Store API call) to stdout, for a log collector; `STOREFRONT_TELEMETRY=otlp` exports the spans
 * over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, default
 * http://localhost:4318/v1/traces), batched. Spans carry the method, path and status only: never headers
 * (access key, context token), query strings or bodies, which may hold customer data.
 */
export const TELEMETRY_VARIABLE = 'STOREFRONT_TELEMETRY';
export type TelemetryMode = 'off' | 'log' | 'otlp';

export function telemetryModeOf(environment: Readonly<Record<string, string | undefined>>): TelemetryMode {
  const value = environment[TELEMETRY_VARIABLE]?.trim().toLowerCase();
  return value === 'log' || value === 'otlp' ? value : 'off';
}

const TRACER_NAME = '@beautyshop/storefront';

/** A finished span as one structured log line. */
export function spanLogLine(span: ReadableSpan): string {
  const [seconds, nanos] = span.duration;
  return JSON.stringify({
    level: span.status.code === SpanStatusCode.ERROR ? 'error' : 'info',
    msg: span.name,
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    durationMs: Math.round((seconds * 1e3 + nanos / 1e6) * 10) / 10,
    status: span.status.code === SpanStatusCode.ERROR ? 'error' : 'ok',
    ...span.attributes,
  });
}

/** The `log` mode's exporter: JSON lines on stdout. */
export function jsonLineExporter(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): SpanExporter {
  return {
    export(spans, resultCallback) {
      for (const span of spans) write(spanLogLine(span));
      resultCallback({ code: 0 });
    },
    shutdown: async () => undefined,
  };
}

let mode: TelemetryMode | undefined;

/** Registers the tracer provider of the environment's mode, once per process; returns the mode. */
export function startTelemetry(
  environment: Readonly<Record<string, string | undefined>> = process.env,
  processors?: SpanProcessor[],
): TelemetryMode {
  if (mode !== undefined) return mode;
  mode = telemetryModeOf(environment);
  if (mode === 'off') return mode;
  const spanProcessors =
    processors ??
    (mode === 'log'
      ? [new SimpleSpanProcessor(jsonLineExporter())]
      : [new BatchSpanProcessor(new OTLPTraceExporter())]);
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors }));
  return mode;
}

/** Ids (Shopware's 32-hex) in a path become `{id}`, so that span names stay few. */
export function pathTemplate(path: string): string {
  return path.replace(/\/[0-9a-f]{32}(?=\/|$)/gi, '/{id}');
}

async function inSpan<T>(
  name: string,
  attributes: Attributes,
  run: (span: Span) => Promise<T>,
  kind: SpanKind,
): Promise<T> {
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await run(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A `fetch` for the Store API client that traces each call; undefined (the client's default) when telemetry is off. */
export function storeApiFetch(base: typeof fetch = fetch): typeof fetch | undefined {
  if (startTelemetry() === 'off') return undefined;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    const path = pathTemplate(url.pathname);
    return inSpan(
      `store-api ${method} ${path}`,
      { 'http.request.method': method, 'url.path': url.pathname, 'server.address': url.hostname },
      async (span) => {
        const response = await base(input, init);
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      },
      SpanKind.CLIENT,
    );
  };
}

/** Traces one document render (entry.server); a plain call when telemetry is off. */
export function traceRender(request: Request, render: () => Promise<Response>): Promise<Response> {
  if (startTelemetry() === 'off') return render();
  const url = new URL(request.url);
  return inSpan(
    `render ${request.method}`,
    { 'http.request.method': request.method, 'url.path': url.pathname },
    async (span) => {
      const response = await render();
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    },
    SpanKind.SERVER,
  );
}

/** For tests: forget the registered mode and provider. */
export function resetTelemetryForTests(): void {
  mode = undefined;
  trace.disable();
}
