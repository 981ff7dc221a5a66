import { useState } from "react";
import { Link } from "react-router";
import { type PlanStreaming, streamingGuidePath } from "../../../domain";
import { PlayIcon } from "../../components/icons";

function StreamingIcon({ streaming }: { streaming: PlanStreaming }) {
  const [failed, setFailed] = useState(false);
  if (!streaming.iconUrl || failed) {
    return (
      <span className="flex size-8 items-center justify-center rounded-full bg-linear-to-br from-blue-600 to-fuchsia-600 text-white">
        <PlayIcon className="size-3.5" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={streaming.iconUrl}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      className="size-8 rounded-full"
      onError={() => setFailed(true)}
    />
  );
}

/** Icons of a plan's streamings; the five with a login guide open it. */
export function StreamingIcons({ streamings }: { streamings: PlanStreaming[] }) {
  if (streamings.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Streamings inclusos">
      {streamings.map((streaming) => {
        const guide = streamingGuidePath(streaming.name);
        return (
          <li key={streaming.name} title={streaming.name}>
            {guide ? (
              <Link to={guide} aria-label={`${streaming.name}: como ativar`} className="block rounded-full">
                <StreamingIcon streaming={streaming} />
              </Link>
            ) : (
              <span role="img" aria-label={streaming.name}>
                <StreamingIcon streaming={streaming} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function StreamingRow({ streaming }: { streaming: PlanStreaming }) {
  return (
    <li className="flex items-center gap-3">
      <StreamingIcon streaming={streaming} />
      <span className="font-medium">{streaming.name}</span>
    </li>
  );
}
