// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';

// An error from the server, as the browser gets it: React's note for a message withheld, and a digest.
const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' });

beforeEach(() => {
  // React warns that <html> is rendered inside the test's <div>; any other error still shows.
  const report = console.error;
  vi.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.startsWith('In HTML,')) return;
    report(message, ...rest);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('GlobalError', () => {
  it('shows the Dutch screen with the error once its words have loaded', async () => {
    window.history.replaceState(null, '', '/nieuws');
    await act(async () => render(<GlobalError error={error} reset={() => {}} />));
    expect(await screen.findByRole('heading', { name: 'Er is iets fout gegaan' })).toBeTruthy();
    expect(screen.getByText('Deze pagina kon niet worden gemaakt. Probeer het later opnieuw. (123)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terug naar home' })).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    window.history.replaceState(null, '', '/en/nieuws');
    await act(async () => render(<GlobalError error={error} reset={() => {}} />));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be made. Please try again later. (123)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('keeps the colour mode the document had', async () => {
    // React takes the document's own <html> for the screen's and gives it the screen's attributes.
    document.documentElement.className = 'dark';
    await act(async () => render(<GlobalError error={error} reset={() => {}} />));
    expect(await screen.findByRole('heading', { name: 'Er is iets fout gegaan' })).toBeTruthy();
    expect(document.documentElement.className).toBe('dark');
    document.documentElement.className = '';
  });

  it('shows an error of the browser by its own message', async () => {
    window.history.replaceState(null, '', '/nieuws');
    await act(async () => render(<GlobalError error={new Error('Kapot')} reset={() => {}} />));
    expect(await screen.findByText('Kapot')).toBeTruthy();
  });
});
