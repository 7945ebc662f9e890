/**
 * The three sets of suit symbols, from Lucide (ISC licence). Only the icons named here
 * are bundled. Each entry is the inner markup of a 24x24 icon, in suit order C, D, H, S.
 */
import {
  Bird,
  Cat,
  Circle,
  Club,
  Diamond,
  Fish,
  Heart,
  Rabbit,
  Spade,
  Square,
  Star,
  Triangle,
} from "lucide-static";
import type { Settings } from "../state/settings.js";

const inner = (svg: string): string => svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));

export interface SuitSymbolSet {
  readonly icons: readonly string[];
  /** Solid symbols read better at card size; the animals stay as outlines. */
  readonly filled: boolean;
}

export const SUIT_SYMBOLS: Record<Settings["suits"], SuitSymbolSet> = {
  traditional: { icons: [Club, Diamond, Heart, Spade].map(inner), filled: true },
  shapes: { icons: [Circle, Triangle, Star, Square].map(inner), filled: true },
  animals: { icons: [Cat, Fish, Rabbit, Bird].map(inner), filled: false },
};
