// The owner's public contact page (/contact/:code), reached through a post's tracked link: the
// business's name and a short form (name, email, message). Nothing else of the owner is shown. The
// "website" field is a honeypot: hidden from people (and from screen readers), filled by robots.
import { useId, useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleCheck, Send } from "lucide-react";
import type { ContactPageView } from "@web/lib/api-types";
import { PublicPageGone, PublicPageLoading } from "@web/components/page/public-page-states";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { getQueryFn, readApiError } from "@web/lib/queryClient";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 via-background to-background">
      <main id="main" className="mx-auto grid w-full max-w-xl flex-1 content-start gap-6 px-4 py-10 sm:px-6 sm:py-16">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-muted-foreground">Sent securely with Microteam</footer>
    </div>
  );
}

const keyOf = (code: string) => [`/api/public/contact/${code}`] as const;

export default function ContactPage() {
  const { code = "" } = useParams<{ code: string }>();
  const query = useQuery<ContactPageView>({
    queryKey: keyOf(code),
    queryFn: getQueryFn({ on401: "throw" }),
    retry: false,
  });

  if (query.isLoading) {
    return (
      <Frame>
        <PublicPageLoading label="Loading" bodyClassName="h-80" />
      </Frame>
    );
  }
  if (query.isError || !query.data) {
    const limited = readApiError(query.error).status === 429;
    return (
      <Frame>
        <PublicPageGone title={limited ? "Too many requests" : "This page does not exist"}>
          {limited
            ? "Please wait a few minutes and try again."
            : "Check that the link was copied whole, or ask the person who shared it."}
        </PublicPageGone>
      </Frame>
    );
  }
  return (
    <Frame>
      <ContactForm code={code} businessName={query.data.businessName} />
    </Frame>
  );
}

interface Sent {
  name: string;
}

function ContactForm({ code, businessName }: { code: string; businessName: string | null }) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [website, setWebsite] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  // The server's field errors from the last send; a field's goes away as soon as it is edited.
  const [fields, setFields] = useState<Record<string, string>>({});
  const edit = (name: string, set: (v: string) => void) => (value: string) => {
    set(value);
    if (fields[name]) setFields(({ [name]: _, ...rest }) => rest);
  };
  const send = useMutation({
    mutationFn: async () => {
      const res = await fetch(`/api/public/contact/${code}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email, message, website }),
      });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return res.json();
    },
    onSuccess: () => setSent({ name }),
    onError: (e) => setFields(readApiError(e).fields ?? {}),
  });
  const error = send.error ? readApiError(send.error) : null;
  const title = businessName ? `Get in touch with ${businessName}` : "Get in touch";

  if (sent) {
    return (
      <Card role="status" data-testid="contact-sent">
        <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <CircleCheck className="size-10 text-success" aria-hidden />
          <h1 className="text-xl font-semibold">Thank you, {sent.name.split(/\s+/)[0]}!</h1>
          <p className="max-w-sm text-sm text-muted-foreground">
            Your message was sent{businessName ? ` to ${businessName}` : ""}. You will hear back by email.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl break-words">
          {title}
        </CardTitle>
        <CardDescription>Leave your name and email, and say what you need. They will reply by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <Field label="Name" htmlFor={`${id}-name`} error={fields.name}>
            <Input id={`${id}-name`} autoComplete="name" maxLength={200} value={name} onChange={(e) => edit("name", setName)(e.target.value)} required />
          </Field>
          <Field label="Email" htmlFor={`${id}-email`} error={fields.email}>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => edit("email", setEmail)(e.target.value)}
              required
            />
          </Field>
          <Field label="Message" htmlFor={`${id}-message`} error={fields.message} optional>
            <Textarea
              id={`${id}-message`}
              rows={5}
              maxLength={5000}
              value={message}
              onChange={(e) => edit("message", setMessage)(e.target.value)}
              placeholder="What can they help you with?"
            />
          </Field>
          {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </div>
          {error && !error.fields && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error.status === 429
                ? "Too many messages from here. Please wait a few minutes and try again."
                : error.status === 404
                  ? "This page no longer takes messages."
                  : error.message || "Something went wrong. Please try again."}
            </p>
          )}
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-fit">
            {send.isPending ? <Spinner /> : <Send aria-hidden />}
            {send.isPending ? "Sending..." : "Send message"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
