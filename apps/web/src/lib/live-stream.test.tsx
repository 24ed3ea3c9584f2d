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
});
