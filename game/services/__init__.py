"""The game's writers, one module per thing a player (or a task) does:

- `games`: start a game, pre-trial purchases, the timeline, the end of a game;
- `voir_dire`: strikes, challenges for cause (ruled in a task), swearing the jury;
- `trial`: the player's actions in court (`trial_steps`: the model-backed steps);
- `jury`: court events reaching the jury, recesses, jury events of a trial turn;
- `deliberation`: the jury room, round by round, to the verdict;
- `sweeps`: resuming work a killed worker or a restart lost.

Each service locks the game's row for its transaction; see each module's docstring for
its guarantees. Reads are in `game.selectors`, rows ↔ pure rules in `game.rows`.
"""
