/*
 * A short two-tone chime made with the Web Audio API, so no sound file ships. Browsers keep audio off
 * until the page has had a click or key press: primeAudio() on the first interaction unlocks it, and a
 * beep the browser refuses is dropped silently — the visible highlight still shows the new order.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Audio =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Audio) return null;
  try {
    context = new Audio();
  } catch {
    return null;
  }
  return context;
}

/** Call from a user gesture (the first click on the page) so later beeps are allowed. */
export function primeAudio(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') audio.resume().catch(() => undefined);
}

function tone(audio: AudioContext, frequency: number, start: number, duration: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

/** Plays the new-order chime if the browser allows it; never throws. */
export function playNewOrderBeep(): void {
  const audio = audioContext();
  if (!audio) return;
  const play = () => {
    try {
      const now = audio.currentTime;
      tone(audio, 880, now, 0.16);
      tone(audio, 1320, now + 0.2, 0.22);
    } catch {
      // Audio unavailable.
    }
  };
  if (audio.state === 'running') return play();
  // Locked: resume() is allowed once the page has had a gesture. Without one it may settle only at the
  // next click, long after the order came in: a chime that late would only puzzle, so it is dropped.
  const asked = Date.now();
  audio.resume().then(
    () => {
      if (audio.state === 'running' && Date.now() - asked < 1000) play();
    },
    () => undefined,
  );
}
