/**
 * Telling an owner a new order has arrived, in every way a phone allows: a chime, a vibration
 * (the screen's banner is the page's). Browsers let a page play sound only once the user has used
 * it, and a sound context made before then stays silent, so one context is made on the owner's
 * first tap on the order screen and used for every chime after.
 */
let audio: AudioContext | null = null;

/** Whether new orders will be heard (the owner has tapped the screen since it opened). */
export function soundUnlocked(): boolean {
  return audio?.state === 'running';
}

/** Readies the chime on the first tap anywhere; answers how to stop waiting for it. */
export function unlockSoundOnFirstTap(onUnlocked: () => void): () => void {
  if (typeof AudioContext === 'undefined' || soundUnlocked()) return () => undefined;
  const unlock = () => {
    audio ??= new AudioContext();
    void audio.resume().then(onUnlocked, () => undefined);
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  return () => window.removeEventListener('pointerdown', unlock);
}

/** A short two-tone chime, made with Web Audio (no sound file to load). */
function chime() {
  if (!audio || !soundUnlocked()) return;
  try {
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
  } catch {
    // No sound is better than a broken screen: the banner and the title still say it.
  }
}

/** A new order: the chime, and a buzz on phones that vibrate. */
export function alertNewOrder() {
  chime();
  navigator.vibrate?.([200, 100, 200]);
}
