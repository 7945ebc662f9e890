/**
 * The statistics dialog's part for moving statistics to another device: export to a
 * file, import from one (joined game by game; a bad file changes nothing).
 */
import { useState } from "preact/hooks";
import { utcDay } from "../state/daily.js";
import { MAX_STATS_FILE, parseStatsFile, statsFileText } from "../state/stats-file.js";
import { mergeStats } from "../state/stats-store.js";
import { stats } from "../state/store.js";
import "../styles/data.css";

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function importFile(file: File): Promise<string> {
  const refused = "This file cannot be imported";
  if (file.size > MAX_STATS_FILE) {
    return `${refused}: it is far too large to be a statistics file. Nothing was changed.`;
  }
  const parsed = parseStatsFile(await file.text());
  if (!parsed.ok) return `${refused}: ${parsed.error}. Nothing was changed.`;
  const { stats: imported, skipped, skippedCount } = parsed.value;
  mergeStats(imported);
  const count = Object.keys(imported).length;
  const left =
    skippedCount === 0
      ? ""
      : ` Left out ${skippedCount} ${skippedCount === 1 ? "game" : "games"} not played here (${skipped.join(", ")}${skippedCount > skipped.length ? ", …" : ""}).`;
  return `Imported the statistics of ${count} ${count === 1 ? "game" : "games"}, joined with those here.${left}`;
}

export function StatsTransfer() {
  const [message, setMessage] = useState("");
  const exportStats = () => {
    const now = Date.now();
    download(`patience-statistics-${utcDay(now)}.json`, statsFileText(stats.value, now));
    setMessage("Your statistics were saved as a file, for every game.");
  };
  const onFile = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (file) setMessage(await importFile(file));
  };
  return (
    <fieldset class="transfer">
      <legend>Another device</legend>
      <div class="transfer-actions">
        <button type="button" onClick={exportStats}>
          Export statistics
        </button>
        <label class="file-button">
          Import statistics
          <input type="file" accept=".json,application/json" onChange={onFile} />
        </label>
      </div>
      <p class="small transfer-message" aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}
