/**
 * A short two-tone chime for a new order, made with Web Audio (no sound file to load). Browsers
 * allow sound only after the page has been used, so before the owner's first tap it stays silent;
 * the title's count still shows the order.
 */
export function chime() {
  if (typeof AudioContext === 'undefined') return;
  try {
    const audio = new AudioContext();
    for (const [at, frequency] of [[0, 880], [0.18, 1320]] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.2, audio.currentTime + at);
      volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.16);
      tone.connect(volume).connect(audio.destination);
      tone.start(audio.currentTime + at);
      tone.stop(audio.currentTime + at + 0.17);
    }
    setTimeout(() => void audio.close(), 600);
  } catch {
    // No sound is better than a broken screen.
  }
}
