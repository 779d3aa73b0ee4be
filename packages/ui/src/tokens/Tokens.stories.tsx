import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { brand, neutral, state } from './color';
import { radius } from './radius';
import { shadow } from './shadow';
import { space } from './spacing';
import { fontSize } from './typography';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 48 }}>
      <h2 style={{ font: '400 1.75rem/1.2 var(--bs-font-display)', margin: '0 0 20px' }}>{title}</h2>
      {children}
    </section>
  );
}

function Swatches({ scale, prefix }: { scale: Record<string, string>; prefix: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {Object.entries(scale).map(([step, value]) => (
        <figure key={step} style={{ margin: 0, width: 96, fontSize: 12 }}>
          <div
            style={{
              height: 64,
              borderRadius: 10,
              background: `var(--bs-${prefix}-${step})`,
              border: '1px solid var(--bs-color-border)',
            }}
          />
          <figcaption style={{ marginTop: 6 }}>
            {prefix}-{step}
            <br />
            <span style={{ color: 'var(--bs-color-text-muted)' }}>{value}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Tokens() {
  return (
    <div style={{ fontFamily: 'var(--bs-font-body)', color: 'var(--bs-color-text)', maxWidth: 1100 }}>
      <Section title="Brand green">
        <Swatches scale={brand} prefix="brand" />
      </Section>
      <Section title="Neutrals">
        <Swatches scale={neutral} prefix="neutral" />
      </Section>
      <Section title="States">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {Object.keys(state).map((name) => (
            <div
              key={name}
              style={{
                padding: '12px 16px',
                borderRadius: 8,
                background: `var(--bs-${name}-bg)`,
                color: `var(--bs-${name}-fg)`,
                border: `1px solid var(--bs-${name}-border)`,
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </Section>
      <Section title="Type scale">
        {Object.entries(fontSize)
          .reverse()
          .map(([step, value]) => (
            <p
              key={step}
              style={{ margin: '0 0 8px', fontFamily: 'var(--bs-font-display)', fontSize: value }}
            >
              {step} · Hydrating serum with hyaluronic acid
            </p>
          ))}
      </Section>
      <Section title="Spacing, radii and shadows">
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, marginBottom: 24 }}>
          {Object.keys(space).map((step) => (
            <div
              key={step}
              title={`space-${step}`}
              style={{ width: `var(--bs-space-${step})`, height: 24, background: 'var(--bs-brand-300)' }}
            />
          ))}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
          {Object.keys(radius).map((step) => (
            <div
              key={step}
              style={{
                width: 88,
                height: 64,
                borderRadius: `var(--bs-radius-${step})`,
                background: 'var(--bs-neutral-100)',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
              }}
            >
              {step}
            </div>
          ))}
          {Object.keys(shadow).map((step) => (
            <div
              key={step}
              style={{
                width: 88,
                height: 64,
                borderRadius: 10,
                boxShadow: `var(--bs-shadow-${step})`,
                background: 'var(--bs-color-surface)',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
              }}
            >
              {step}
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Brand green' })).toBeVisible();
    const swatch = canvasElement.querySelector('figure div');
    await expect(swatch ? getComputedStyle(swatch).backgroundColor : '').toBe('rgb(238, 245, 241)');
  },
};
