/**
 * Short sounds, off unless the player turns them on (Settings). Nothing is recorded or
 * downloaded: each sound is synthesized here with the Web Audio API as it plays, so the
 * sounds are Patience's own, under its licence. The audio context starts with the first
 * sound, which always follows a click or a key.
 */
import { settings } from "../state/store.js";

export type Sound = "card" | "refuse" | "win";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (!settings.peek()?.sounds || typeof AudioContext === "undefined") return null;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
  return context;
}

/** A card laid down: a short burst of filtered noise, like card on felt. */
function card(ac: AudioContext, at: number): void {
  const length = Math.floor(ac.sampleRate * 0.05);
  const buffer = ac.createBuffer(1, length, ac.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) samples[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const source = ac.createBufferSource();
  source.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = 1800;
  filter.Q.value = 0.8;
  const gain = ac.createGain();
  gain.gain.value = 0.5;
  source.connect(filter).connect(gain).connect(ac.destination);
  source.start(at);
}

/** A tone with a quick attack and a soft decay. */
function tone(
  ac: AudioContext,
  at: number,
  frequency: number,
  seconds: number,
  type: OscillatorType,
) {
  const oscillator = ac.createOscillator();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const gain = ac.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  oscillator.connect(gain).connect(ac.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds + 0.02);
}

/** Plays `sound` after `delayMs`, when sounds are on. */
export function playSound(sound: Sound, delayMs = 0): void {
  const ac = audio();
  if (!ac) return;
  const at = ac.currentTime + delayMs / 1000;
  if (sound === "card") card(ac, at);
  else if (sound === "refuse") tone(ac, at, 140, 0.16, "sine");
  else {
    // A rising arpeggio: C, E, G, C.
    [523.25, 659.25, 783.99, 1046.5].forEach((frequency, i) => {
      tone(ac, at + i * 0.11, frequency, 0.3, "triangle");
    });
  }
}
