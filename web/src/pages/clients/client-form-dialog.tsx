// 'Add Client' and edit: the shared client schema (Name is required, Invalid email), POST or PUT.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { NICHES } from "@core/catalog";
import { ClientInput, type ClientView } from "@core/clients/schemas";
import { SecondLook, secondLookQuestion } from "@web/components/second-look";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { toastError, useRefreshBusinessData } from "@web/lib/business-data";

type Values = z.input<typeof ClientInput>;
type Output = z.output<typeof ClientInput>;
const FIELDS = ["name", "email", "phone", "company", "businessNiche", "taxId"] as const;

const toValues = (client?: ClientView | null): Values => ({
  name: client?.name ?? "",
  email: client?.email ?? "",
  phone: client?.phone ?? "",
  company: client?.company ?? "",
  businessNiche: client?.businessNiche ?? "",
  taxId: client?.taxId ?? "",
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this client; absent to add a new one. */
  client?: ClientView | null;
}

export function ClientFormDialog({ open, onOpenChange, client }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <ClientForm key={client?.id ?? "new"} client={client} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client?: ClientView | null; onDone: () => void }) {
  const id = useId();
  const editing = !!client;
  const refresh = useRefreshBusinessData();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ClientInput),
    defaultValues: toValues(client),
    mode: "onTouched",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useMutation({
    mutationFn: async ({ body, confirm }: { body: Output; confirm: boolean }) => {
      const res = editing
        ? await apiRequest("PUT", "/api/clients/{id}", { path: { id: client.id }, body })
        : await apiRequest("POST", "/api/clients", { body: { ...body, confirm } });
      return (await res.json()) as ClientView;
    },
    onSuccess: (saved) => {
      toast({ title: editing ? "Client updated successfully" : "Client added successfully", description: saved.name });
      void refresh();
      onDone();
    },
    onError: (error) => {
      // A client with this name or email exists: the server's question, answered below.
      if (secondLookQuestion(error)) return;
      setServerErrors(form.setError, error, FIELDS);
      toastError(editing ? "Failed to update client" : "Failed to add client");
    },
  });

  const question = secondLookQuestion(save.error);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate({ body: values, confirm: false }))}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Client" : "Add Client"}</DialogTitle>
        <DialogDescription>
          {editing
            ? "Update this client's contact details."
            : "Just a name to start; add the other details whenever you have them."}
        </DialogDescription>
      </DialogHeader>

      <Field label="Name" htmlFor={`${id}-name`} error={errors.name?.message}>
        <Input id={`${id}-name`} autoComplete="off" {...register("name")} />
      </Field>
      <Field label="Email" htmlFor={`${id}-email`} error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder="client@example.com"
          {...register("email")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" htmlFor={`${id}-phone`} error={errors.phone?.message}>
          <Input id={`${id}-phone`} type="tel" autoComplete="off" {...register("phone")} />
        </Field>
        <Field label="Company" htmlFor={`${id}-company`} error={errors.company?.message}>
          <Input id={`${id}-company`} autoComplete="off" {...register("company")} />
        </Field>
      </div>
      <Field label="Business niche" htmlFor={`${id}-niche`} error={errors.businessNiche?.message}>
        <Input
          id={`${id}-niche`}
          list={`${id}-niches`}
          autoComplete="off"
          placeholder="e.g. Marketing & Advertising"
          {...register("businessNiche")}
        />
      </Field>
      <datalist id={`${id}-niches`}>
        {NICHES.map((niche) => (
          <option key={niche} value={niche} />
        ))}
      </datalist>
      <Field label="Tax ID" htmlFor={`${id}-tax-id`} error={errors.taxId?.message} optional>
        <Input id={`${id}-tax-id`} autoComplete="off" placeholder="VAT number, EIN…" {...register("taxId")} />
      </Field>

      {question && (
        <SecondLook
          question={question}
          confirmLabel="Add anyway"
          busy={save.isPending}
          onConfirm={() => void form.handleSubmit((values) => save.mutate({ body: values, confirm: true }))()}
        />
      )}

      <DialogFormFooter
        submit={editing ? "Save Changes" : "Add Client"}
        pendingText="Saving..."
        pending={save.isPending}
      />
    </form>
  );
}
