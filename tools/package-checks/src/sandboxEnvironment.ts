import type { RunningSandbox } from '@beautyshop/sandbox';

/**
 * The environment the README examples read, pointing at a running sandbox: the Store API of the German market
 * and the content API (plain http on loopback).
 */
export function sandboxEnvironment(sandbox: RunningSandbox): Record<string, string> {
  const market = sandbox.info.markets.find((candidate) => candidate.id === 'de') ?? sandbox.info.markets[0];
  if (!market) throw new Error('the sandbox lists no market');
  const { content } = sandbox.info;
  return {
    SHOPWARE_ENDPOINT: sandbox.url,
    SHOPWARE_ACCESS_KEY: market.accessKey,
    CONTENT_SPACE: content.space,
    CONTENT_ENVIRONMENT: content.environment,
    CONTENT_DELIVERY_TOKEN: content.deliveryToken,
    CONTENT_PREVIEW_TOKEN: content.previewToken,
    CONTENT_HOST: content.host,
    CONTENT_PREVIEW_HOST: content.previewHost,
    CONTENT_INSECURE: String(content.insecure),
  };
}
