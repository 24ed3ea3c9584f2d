import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderScreen } from '../../test/render';
import { useLiveStream } from './live-stream';

function Listener({ label }: { label: string }) {
  const [heard, setHeard] = useState('nothing');
  useLiveStream('/api/me/live', { order: (data) => setHeard((data as { status: string }).status) });
  return <p>{label} heard {heard}</p>;
}

function TwoListeners() {
  const [second, setSecond] = useState(true);
  return (
    <>
      <Listener label="Bell" />
      {second ? <Listener label="Order page" /> : null}
      <button type="button" onClick={() => setSecond(false)}>Leave the order page</button>
    </>
  );
}

function Opener() {
  const [opens, setOpens] = useState(0);
  const [reconnects, setReconnects] = useState(0);
  useLiveStream('/api/me/live', { onOpen: () => setOpens((n) => n + 1), onReconnect: () => setReconnects((n) => n + 1) });
  return <p>opened {opens}, reconnected {reconnects}</p>;
}

afterEach(() => {
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
});

describe('live streams', () => {
  it('share one connection between screens listening to the same stream, each hearing its events', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const view = renderScreen(<TwoListeners />);
    await screen.findByText('Bell heard nothing');
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => FakeEventSource.opened[0]!.deliver('order', { status: 'ready' }));
    expect(screen.getByText('Bell heard ready')).toBeInTheDocument();
    expect(screen.getByText('Order page heard ready')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Leave the order page' }).click());
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    view.unmount();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('tells a screen each time its stream opens, the first time too, so it can catch up on what came meanwhile', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    renderScreen(<Opener />);
    await screen.findByText('opened 0, reconnected 0');
    act(() => FakeEventSource.opened[0]!.onopen?.());
    expect(screen.getByText('opened 1, reconnected 0')).toBeInTheDocument();
    act(() => FakeEventSource.opened[0]!.onopen?.());
    expect(screen.getByText('opened 2, reconnected 1')).toBeInTheDocument();
  });
});
