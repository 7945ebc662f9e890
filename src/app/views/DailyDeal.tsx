/** The home page's way to the deal of the day of a game, with the player's streak of days. */
import { textOf } from "../content/index.js";
import { utcDay } from "../state/daily.js";
import { dailyStreakOn, statsOf } from "../state/stats.js";
import { stats } from "../state/store.js";
import "../styles/data.css";

export function DailyDeal({ id }: { id: string }) {
  const streak = dailyStreakOn(statsOf(stats.value, id), utcDay(Date.now()));
  return (
    <p class="daily">
      <a href={`#/${id}/daily`} aria-label={`${textOf(id).title}: deal of the day`}>
        Deal of the day
      </a>
      {streak > 0 && (
        <span class="small">
          {" "}
          {streak} {streak === 1 ? "day" : "days"} in a row
        </span>
      )}
    </p>
  );
}
