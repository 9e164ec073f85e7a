"""Pre-trial: the budget, judge research, a jury consultant, investigations."""

from __future__ import annotations

from game import phases as P
from game.errors import ActionError
from game.judge.research import ResearchError, research_price, revealed_judge_info
from game.trial.events import Outcome

CONSULTANT_PRICE = 3000
BUDGET_PER_PP = 5000
PP_MAX = 50


class PretrialActions:
    def _require_pretrial(self) -> None:
        if self.state.phase != P.PRE_TRIAL:
            raise ActionError("WRONG_PHASE", "That can only be done before the trial, in pre-trial.")

    def _spend(self, amount: int, what: str) -> None:
        if amount > self.state.budget:
            raise ActionError("NOT_ENOUGH_BUDGET", f"{what} costs ${amount:,}; you have ${self.state.budget:,} left.")
        self.state.budget -= amount

    def research_judge(self, level: int) -> Outcome:
        self._require_pretrial()
        try:
            price = research_price(self.state.research_level, level)
        except ResearchError as exc:
            raise ActionError("INVALID_RESEARCH", str(exc), status=400) from exc
        self._spend(price, "That research")
        self.state.research_level = level
        out = Outcome()
        info = revealed_judge_info(self.persona, level)
        out.notice("research", f"You research {info['name']} ({info['levelName']}, ${price:,}).", judge=info)
        return out

    def hire_consultant(self) -> Outcome:
        self._require_pretrial()
        if self.state.consultant_hired:
            raise ActionError("ALREADY_HIRED", "You have already hired a jury consultant.")
        self._spend(CONSULTANT_PRICE, "A jury consultant")
        self.state.consultant_hired = True
        out = Outcome()
        out.notice("consultant", f"A jury consultant joins your team (${CONSULTANT_PRICE:,}): you will see jurors' "
                                 "personality traits during jury selection.")
        return out

    def investigate(self, investigation_id: str) -> Outcome:
        self._require_pretrial()
        found = next((i for i in self.state.investigations if str(i["id"]) == str(investigation_id)), None)
        if found is None:
            raise ActionError("UNKNOWN_INVESTIGATION", f"There is no investigation {investigation_id!r}.", status=400)
        if found["id"] in self.state.investigations_done:
            raise ActionError("ALREADY_INVESTIGATED", f"You have already investigated: {found['name']}.")
        self._spend(int(found.get("cost", 2000)), found["name"])
        self.state.investigations_done.append(found["id"])
        gained = int(found.get("pp", 5))
        self.state.pp = min(PP_MAX, self.state.pp + gained)
        out = Outcome()
        message = f"Investigation complete: {found['name'].removeprefix('Investigate: ')} (+{gained} PP)."
        evidence = found.get("evidence")
        if evidence:
            key = f"case_{evidence}"
            card = self.catalogue.get(key)
            if card:
                self.state.hand.append(key)
                message += f" New evidence card: {card.name}."
        out.notice("investigation", message, finding=found.get("finding", ""))
        return out

    def finish_pretrial(self) -> Outcome:
        """Leftover budget becomes preparation ($5,000 = 1 PP); then jury selection."""
        self._require_pretrial()
        converted = self.state.budget // BUDGET_PER_PP
        self.state.pp = min(PP_MAX, self.state.pp + converted)
        self.state.budget -= converted * BUDGET_PER_PP
        self.state.phase = P.VOIR_DIRE
        out = Outcome()
        out.notice("phase", "Pre-trial is over. Jury selection begins." +
                   (f" Your leftover budget bought {converted} PP of preparation." if converted else ""),
                   phase=P.VOIR_DIRE)
        return out
