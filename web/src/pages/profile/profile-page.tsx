import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import { ArrowLeft, Bell, CreditCard, Share2, Shield, User, Webhook } from "lucide-react";
import type { PublicUser } from "@core/users/public";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { BillingTab } from "./billing-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { PublicAddressCard } from "./public-address-card";
import { SecurityTab } from "./security-tab";
import { SocialTab } from "./social-tab";
import { WebhooksTab } from "./webhooks-tab";
import { PROFILE_KEY } from "./use-settings-save";

const TABS = [
  { value: "profile", label: "Profile", icon: User },
  { value: "social", label: "Social Media", icon: Share2 },
  { value: "billing", label: "Billing", icon: CreditCard },
  { value: "security", label: "Security", icon: Shield },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "webhooks", label: "Webhooks", icon: Webhook },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const ALIASES: Record<string, TabValue> = { "social-media": "social", socialmedia: "social", password: "security" };

function tabFromSearch(search: string): TabValue {
  const raw = (new URLSearchParams(search).get("tab") ?? "").toLowerCase();
  if (TABS.some((t) => t.value === raw)) return raw as TabValue;
  return ALIASES[raw] ?? "profile";
}

function LoadingState() {
  return (
    <Card aria-busy="true" aria-label="Loading your settings">
      <CardHeader className="gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const { data: user, isLoading, isError, refetch, isFetching } = useQuery<PublicUser>({ queryKey: PROFILE_KEY });

  // The URL is the source of truth, so a reload (or the header's Notification Settings link) keeps the tab.
  const changeTab = (value: string) => navigate(`/profile?tab=${value}`, { replace: true });

  return (
    <AppLayout>
      <div className="mx-auto grid max-w-4xl min-w-0 gap-6">
        <div className="grid gap-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
            <Link href="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Account Settings</h1>
            <p className="mt-1 text-muted-foreground">Manage your profile, connections, billing and preferences.</p>
          </div>
        </div>

        <Tabs value={tab} onValueChange={changeTab} className="min-w-0">
          <TabsList className="w-full justify-start sm:w-fit">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon className="hidden sm:block" aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>

          {isLoading ? (
            <LoadingState />
          ) : isError || !user ? (
            <Card role="alert">
              <CardContent className="flex flex-col items-start gap-3 pt-6">
                <p className="font-medium">We couldn't load your settings.</p>
                <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
                <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
                  {isFetching ? "Retrying..." : "Try again"}
                </Button>
              </CardContent>
            </Card>
          ) : (
            <>
              <TabsContent value="profile" className="grid gap-6">
                <ProfileTab user={user} />
                <PublicAddressCard />
              </TabsContent>
              <TabsContent value="social">
                <SocialTab user={user} />
              </TabsContent>
              <TabsContent value="billing">
                <BillingTab user={user} />
              </TabsContent>
              <TabsContent value="security">
                <SecurityTab email={user.email} />
              </TabsContent>
              <TabsContent value="notifications">
                <NotificationsTab user={user} />
              </TabsContent>
              <TabsContent value="webhooks">
                <WebhooksTab />
              </TabsContent>
            </>
          )}
        </Tabs>
      </div>
    </AppLayout>
  );
}
