// "Create Content from Questions" (spec 001 §2): five answers, or a voice note, become 5 captions
// and a carousel; the result view replaces the questions until 'Create New Content'.
import { useState } from "react";
import { MessageSquareText, Mic, Sparkles } from "lucide-react";
import type { ContentView, WizardAnswers } from "@core/creator/content/schemas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { EMPTY_ANSWERS, WizardQuestions } from "./wizard-questions";
import { WizardRecent } from "./wizard-recent";
import { WizardResult } from "./wizard-result";
import { WizardVoiceNote } from "./wizard-voice-note";

export function WizardSection() {
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [result, setResult] = useState<ContentView | null>(null);
  // A new key restarts the wizard at question 1 with empty answers.
  const [round, setRound] = useState(0);

  const show = (content: ContentView) => {
    setResult(content);
    document.getElementById("create-content")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <Card role="region" aria-labelledby="create-content-title" id="create-content" className="scroll-mt-20">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <CardTitle as="h2" id="create-content-title">
            Create Content from Questions
          </CardTitle>
          <CardDescription>
            Answer 5 quick questions or record a voice note: get 5 captions and a carousel.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-8">
        {result ? (
          <WizardResult
            content={result}
            onReset={() => {
              setResult(null);
              setAnswers(EMPTY_ANSWERS);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <Tabs defaultValue="questions" className="grid gap-5" key={round}>
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="questions" className="flex-1 sm:flex-none">
                <MessageSquareText aria-hidden />
                Answer questions
              </TabsTrigger>
              <TabsTrigger value="voice" className="flex-1 sm:flex-none">
                <Mic aria-hidden />
                Voice note
              </TabsTrigger>
            </TabsList>
            <TabsContent value="questions">
              <WizardQuestions answers={answers} onAnswers={setAnswers} onDone={show} />
            </TabsContent>
            <TabsContent value="voice">
              <WizardVoiceNote onDone={show} />
            </TabsContent>
          </Tabs>
        )}
        <WizardRecent onOpen={show} />
      </CardContent>
    </Card>
  );
}
