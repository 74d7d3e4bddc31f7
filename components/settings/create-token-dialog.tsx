"use client";

import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useCreateToken } from "@/client/resources/tokens";
import {
  expiresAtFor,
  TOKEN_EXPIRY_CHOICES,
  type ApiTokenView,
  type TokenExpiryChoice,
} from "@/lib/auth/tokens/shared";

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new token, shown once by the caller. */
  onCreated: (token: string) => void;
}

/** Name, scope (read or write) and expiry of a new API token. */
export function CreateTokenDialog({ open, onOpenChange, onCreated }: CreateTokenDialogProps) {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenView["scope"]>("read");
  const [expiry, setExpiry] = useState<TokenExpiryChoice>("90");
  const create = useCreateToken((token) => {
    setName("");
    onCreated(token);
    onOpenChange(false);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ name: name.trim() || "API token", scope, expiresAt: expiresAtFor(expiry) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New API token"
      description="The token is shown once. Keep it somewhere safe; anyone who has it can use the API as you."
      onSubmit={submit}
      busy={create.isPending}
      submitLabel={
        create.isPending ? (
          <>
            <Spinner /> Creating...
          </>
        ) : (
          "Create token"
        )
      }
      onCancel={() => onOpenChange(false)}
    >
      <div className="grid gap-2">
        <Label htmlFor="token-name">Name</Label>
        <Input
          id="token-name"
          value={name}
          maxLength={100}
          placeholder="CRM sync"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="token-scope">Access</Label>
        <Select value={scope} onValueChange={(value) => setScope(value as ApiTokenView["scope"])}>
          <SelectTrigger id="token-scope" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="read">Read only (GET)</SelectItem>
            <SelectItem value="write">Read and write</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="token-expiry">Expires</Label>
        <Select value={expiry} onValueChange={(value) => setExpiry(value as TokenExpiryChoice)}>
          <SelectTrigger id="token-expiry" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TOKEN_EXPIRY_CHOICES.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </FormDialog>
  );
}
