import { render as renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, whenTakenOver } from './hydrate-later';
import { hydration } from './hydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count} times`}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrateLater>
        <header>
          <Counter />
        </header>
      </HydrateLater>
      <ol>
        {[1, 2].map((number) => (
          <li key={number}>{`${number}. Topic`}</li>
        ))}
      </ol>
      <HydrateLater>
        <footer>Footer</footer>
      </HydrateLater>
    </div>
  );
}

/** The page as the server sends it, in a container as the browser has it before any script. */
function serverDrawn() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  hydration.active = false;
  document.body.innerHTML = '';
});

describe('taking a server-drawn page over in pieces', () => {
  it('keeps the markup as it is while the pieces wait, then makes them live', async () => {
    const container = serverDrawn();
    const markup = container.innerHTML;
    expect(markup).toContain('<li>1. Topic</li>');
    const button = container.querySelector('button');

    hydration.active = true;
    hydrateRoot(container, <Page />);
    // Nothing is replaced by a fallback, and the waiting piece does not answer yet.
    expect(container.innerHTML).toBe(markup);
    button?.click();
    expect(button?.textContent).toBe('Clicked 0 times');

    await new Promise<void>((resolve) => whenTakenOver(resolve));
    // The same elements and texts, now live.
    expect(container.innerHTML).toBe(markup);
    expect(container.querySelector('button')).toBe(button);
    button?.click();
    await expect.poll(() => button?.textContent).toBe('Clicked 1 times');
  });

  it('draws its child at once when no page is being taken over', () => {
    const container = document.createElement('div');
    document.body.append(container);
    hydrateRoot(container, <Page />);
    expect(container.querySelector('footer')?.textContent).toBe('Footer');
  });
});
