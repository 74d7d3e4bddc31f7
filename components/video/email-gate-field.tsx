"use client";

import { useQuery } from "@tanstack/react-query";
import { workspacePlanQuery } from "@/client/resources/plan";
import { SwitchField } from "@/components/ui/switch-field";
import { featureNeedsPlanMessage } from "@/lib/entitlements/shared";
import { EMAIL_GATE_CONSENT } from "@/lib/videos/shared";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

interface EmailGateFieldProps {
  workspaceId: number;
  /** The gate as saved: turning it off never needs the plan. */
  saved: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The edit dialog's 'Require email to watch' switch. Without advanced analytics in the video's
 * plan it cannot be turned on: the dialog says which plan has it and offers 'View Plans'.
 */
export function EmailGateField({
  workspaceId,
  saved,
  checked,
  onCheckedChange,
}: EmailGateFieldProps) {
  const plan = useQuery(workspacePlanQuery(workspaceId));
  const locked = !saved && plan.data?.advancedAnalytics !== true;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Email gate</legend>
      <SwitchField
        id="edit-video-email-gate"
        label="Require email to watch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={locked}
        describedBy="edit-video-email-gate-hint"
      />
      <p id="edit-video-email-gate-hint" className="text-muted-foreground text-xs">
        Viewers outside your workspace enter their email before the video plays; tracked links skip
        it. They are told: “{EMAIL_GATE_CONSENT}”
      </p>
      {locked && !plan.isPending && (
        <PlanNeededNote message={featureNeedsPlanMessage("advancedAnalytics")} />
      )}
    </fieldset>
  );
}
