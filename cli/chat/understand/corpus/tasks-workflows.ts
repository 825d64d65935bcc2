// Tasks (added, moved, done, deleted, handed to a helper) and workflows (paused, started, asked
// about): the owner's own work.

import { TITLE, PLEASE } from "./pools";

export const TASKS: Record<string, string[]> = {
  create_task: [
    `${PLEASE} remind me to ${TITLE} [@date] [at @time]`,
    `(add|create|new|make) (a )?(task|todo|to-do|reminder) [to] ${TITLE} [(for|on|by|due) @date]`,
    `(task|todo|to-do) ${TITLE} [@date]`,
    `(i need to|i have to|i must|don't forget to|dont let me forget to) ${TITLE} [@date|by @date]`,
    `(put|add) ${TITLE} on my (list|todo list|tasks) [for @date]`,
    `${TITLE} (by|on|before) @date (add it|add a task)`,
    `(note to self|remember to) ${TITLE} [@date]`,
  ],
  move_task: [
    `${PLEASE} (move|push|reschedule|bump|shift|postpone|delay|change) @task (to|till|until|for) @date`,
    `(move|push|bump) the (task|todo)? @task [to] @date`,
    `(do|do the|handle) @task @date instead`,
    `@task (can wait|is moving|moves|should be) (until|till|to|on) @date`,
    `(push|move) (it|that) to @date`,
    `(change|set) the (due date|date) (of|on|for) @task to @date`,
    `(reschedule|push back) @task [to @date]`,
  ],
  complete_task: [
    `${PLEASE} (mark|tick|check off|cross off) @task [as] (done|complete|completed|finished)`,
    `(done|finished|completed) (with )?@task`,
    `i (did|finished|completed|sorted|handled|took care of|wrapped up) @task`,
    `@task (is|was) (done|finished|complete|sorted|handled)`,
    `(tick|check|cross) off @task`,
    `(mark|set) @task (done|complete)`,
    `(that|the) (task|step) is done [@task]`,
    `(done|finished) the nextstep (on|of|for) @workflow`,
  ],
  delete_task: [
    `${PLEASE} (delete|remove|drop|scrap|get rid of) (the )?(task|todo)? @task`,
    `(forget|never mind) @task [delete it]`,
    `@task (isn't|is not) needed anymore (delete|remove) it`,
  ],
  delegate_step: [
    `${PLEASE} (delegate|hand|give|assign|pass) @task to @helper`,
    `(have|let|get) @helper (do|handle|take|take care of) @task`,
    `@helper (can|should|will) (do|take|handle|own) @task`,
    `(delegate|hand off|assign) (the )?nextstep (of|on|for) @workflow to @helper`,
    `(send|give) @task to @helper [to do]`,
    `(can|could) @helper (take|do) @task`,
    `${PLEASE} (delegate|hand|give|assign|pass) (the|my) @client (task|job|step|one) to @helper`,
  ],
};

export const WORKFLOWS: Record<string, string[]> = {
  pause_workflow: [
    `${PLEASE} (pause|hold|freeze|put on hold|suspend) [the] @workflow [workflow|project]`,
    `(stop|pause) working on @workflow for now`,
    `(let's|lets) (pause|park|shelve) @workflow`,
    `@workflow (can wait|is on hold|on hold|is paused) [for now]`,
  ],
  activate_workflow: [
    `${PLEASE} (activate|start|kick off|begin|resume|restart|unpause|turn on) [the] @workflow [workflow|project]`,
    `(let's|lets) (start|begin|get going on|kick off) @workflow`,
    `@workflow (is|should be) (active|going|on) (again|now)`,
    `(get|make) @workflow (going|active|started) [again]`,
  ],
  workflow_status: [
    `how (is|are) @workflow (going|doing|coming along)`,
    `(where|what) (is|are) @workflow (at|status)`,
    `(status|progress) (of|on) @workflow`,
    `what is (the )?nextstep (on|for|of|in) @workflow`,
    `how far (along )?(is|am i (with|on)) @workflow`,
  ],
};
