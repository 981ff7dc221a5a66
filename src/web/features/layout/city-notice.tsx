import { useCity } from "../../components/city/city-context";
import { Icon } from "../../components/ui/icon";

/**
 * The green 'Cidade alterada para …' notice. It sits in the header's flow, under the menu, so it covers
 * none of the top bar's controls; the status region is always there so screen readers announce it.
 */
export function CityNotice() {
  const { notice } = useCity();
  return (
    <div role="status">
      {notice && (
        <div className="border-b border-success/50 bg-success-muted">
          <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-semibold text-foreground">
            <Icon name="circle-check" className="size-4 shrink-0 text-success" />
            {notice}
          </p>
        </div>
      )}
    </div>
  );
}
