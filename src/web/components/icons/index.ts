// Only what the plan and offer cards still import: they move to `<Icon>` (components/ui/icon.tsx) with the
// card rewrite, and this folder goes with them.
export { BuildingIcon } from "./building";
export { CameraIcon } from "./camera";
export { CheckIcon } from "./check";
export { PhoneIcon } from "./phone";
export { PlayIcon } from "./play";
export { TvIcon } from "./tv";
export { WifiIcon } from "./wifi";
