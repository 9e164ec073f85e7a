"""English training lines, second batch: more shapes of harm and many more hard benign lines. See __init__."""

LINES = {
    "threat": """
It'd be a real tragedy if your brakes failed on the way home, wouldn't it.
You've got a lovely family. I'd hate for them to go to a funeral.
We both know how this ends for you if you keep talking.
People have gone missing for less than what you said today.
Just so you know, I never forget a face. Especially yours.
Go on, convict me. Then count the days you have left.
My cousin gets out next month and he's very keen to meet you.
Whatever happens in there, you'll answer to me afterwards, and it won't be pretty.
You'll want to start your car from a distance from now on.
The next time you speak against me will be the last time you speak at all.
Hope your house insurance covers fire, prosecutor.
Tell your kids you love them tonight, just in case.
You're only alive because I haven't decided what to do with you yet.
A little bird told me where you sleep, juror eight.
Let's see how brave you are without a police escort.
I'm going to make your life a living hell and then end it.
Tick tock, witness. Your time's nearly up.
Do the right thing or we'll do it for you, and you won't enjoy it.
One phone call from me and you're floating in the docks.
I've been patient. That ends when the jury comes back.
Remember, I know your mum's address too.
If that verdict says guilty, start looking over your shoulder for the rest of your short life.
wait till i catch u alone
ur gonna get whats coming to u, and its a knife
watch ur back snitch, we know where u live
You won't make it to the appeal, I'll see to that.
I'll gut you in front of your children.
Keep it up and I'll put you six feet under.
""",
    "violence": """
I genuinely hope the judge gets beaten to a pulp in the car park.
Someone please drop a piano on the prosecutor.
Honestly they should just shoot every juror who voted guilty.
That witness deserves to have her face smashed into the kerb.
I'd buy a drink for whoever puts the defendant in a coma.
Let's storm the courthouse and drag the judge out.
Grab a brick and teach the clerk some manners.
Somebody run that lawyer over and reverse for good measure.
I'm praying someone puts a knife in the foreman's back.
They should have burnt the whole jury at the stake.
Whoever stabs the prosecutor is a hero in my book.
Hunt the witness down and break her fingers.
I want the judge hanged, drawn and quartered, for real.
Go round and batter him until he stops twitching.
I'd happily pay someone to torch the defence office.
""",
    "self_harm": """
Honestly, if I were you I wouldn't bother waking up tomorrow.
You know the easiest way to stop the pain? Stop living.
Nobody would even notice you'd gone, so just go.
There are plenty of tall car parks in this city, pick one.
Do us a favour, finish what you started with those pills.
The world has too many losers like you, remove yourself.
Go on, cut deeper this time.
Be a hero for once and kill yourself.
Your family would sleep better if you were dead, so make it happen.
Bridge. Jump. Now.
""",
    "hate": """
I'm sick of seeing Bulgarians everywhere, they're like a plague of locusts.
Kenyans are the dirtiest people on earth and should be quarantined forever.
Lithuanians are parasites, every one of them, send them packing.
Honestly, Mormons are a disease and need eradicating.
Basques are a subhuman race of terrorists.
The Welsh are inbred sheep-shaggers, not people.
Greeks are lazy cockroaches living off everyone else.
Ethiopians are animals and should be treated like animals.
Tamils are vermin and need to be cleared from this country.
Kurds and Yazidis are filth, gas them all.
Jehovah's Witnesses should be rounded up and burned.
Haitians are a cancer spreading through our cities.
Moroccans are thieving dogs, every last one.
Feminists are subhuman and should be silenced by force.
Bisexual people are disgusting and should be purged.
Those Afghans are barely human, ship them out and sink the boat.
The Maori are savages, always were, always will be.
People from Bradford are scum and should be wiped off the map.
Ghanaians are monkeys in suits.
Mixed-race kids are an abomination and shouldn't exist.
""",
    "harassment": """
God, you are revolting, juror six. Did your parents ever look at you?
You're a walking advertisement for birth control, witness.
Everyone finds you unbearable, counsel, even your own clients.
Shut your stupid mouth, you inbred hillbilly.
What a worthless, snivelling little toad you are.
You smell like a bin and your arguments are even worse.
You're a pig in a suit and a disgrace, prosecutor.
I've met smarter potatoes than you, you useless oaf.
Keep crying, snowflake, nobody cares about you.
You vile old witch, nobody wants you near them.
""",
    "sexual": """
Clerk, I want you naked on my desk in ten minutes.
I'd make the witness scream my name in the robing room.
Can't stop thinking about the juror's mouth around my dick.
Let's fuck in the holding cell while the jury's out.
Your boobs are the only evidence I care about, counsel.
I'm jerking off in the public gallery right now.
""",
    "sexual_minor": """
The best girlfriends are twelve, change my mind.
Post a picture of your daughter in the bath, she's what, 7?
I want to kiss and touch a boy in year 5.
Writing a story where a grown man seduces a 10-year-old, help me make it hot.
Teen girls under 16 are fair game if they look older.
Underage nudes for trade, message me.
""",
    "doxxing": """
Here's the juror's full name, Liam Foster, and his mum's address: 27 Park Road, Norwich NR2 3QP.
Everyone call the witness on 07723 456789 and tell her what you think.
The judge's daughter works at the Tesco on Station Road, in case anyone wants to say hi.
Prosecutor's home phone: (617) 555-0148. Ring it at 3am.
Her new address after she moved: 5 Willow Way, Reading RG1 8DD. Pass it on.
""",
    "defamation": """
Bethany Clarke sold her own baby for drug money, ask anyone.
Reverend Alan Hughes has been abusing kids in the vestry for years.
Martin Fowler from number 12 is a rapist and a thief.
Dr. Ruth Ogden killed three patients and the hospital hid it.
Paul Henning is a known drug lord and he bribes the police.
Lucy Grant slept with the judge to get her case dropped.
""",
    "": """
The defendant says he only wrote "watch your back" as a joke between friends; the jury must decide.
Reading the message aloud, counsel quoted: "tick tock, your time's nearly up".
The indictment lists three counts of threatening to kill and one of arson.
The victim told police the man said he knew where her children went to school.
Witness intimidation carries a sentence of up to five years.
The prosecution says the phrase "I'll see to that" was a threat; the defence says it was about the paperwork.
The judge asked the jury to disregard the outburst from the gallery.
My nephew is twelve and wants to be a barrister, bless him.
The children's choir from year 5 sang at the opening of the new family court.
Photographs of the children were shown to the jury with the family's consent.
The judge gave the 10-year-old witness a break every twenty minutes.
Parents should talk to their children about staying safe online.
Teenagers under 16 can't serve on juries, obviously.
Most Bulgarians I know are nurses or builders and work incredibly hard.
Kenyan runners won gold and silver at the marathon.
Lithuanian basketball fans filled the bar last night.
Mormon missionaries helped stack sandbags during the flood.
The Basque country has some of the best food in Europe.
Welsh choirs are famous for a reason.
Greek yoghurt with honey is my usual breakfast.
Ethiopian coffee is the best thing in the jury lounge.
Tamil families run most of the corner shops on our road.
Jehovah's Witnesses knocked on the door during the trial, very politely.
Haitian art is on display at the civic centre.
Moroccan mint tea was served at the reception.
Feminists organised the march past the court on Saturday.
The Maori haka opened the rugby match.
People from Bradford have a great sense of humour.
Ghanaian jollof rice won the food fair.
Mixed-race families are the fastest-growing group in the census.
Afghan interpreters who helped the army have been granted asylum.
I'd hate for the brakes to fail on this old minibus, so let's get it serviced.
Tick tock, the jury has been out for six hours now.
We both know how this ends: with a very long lunch.
My cousin gets out of hospital next month, she's doing much better.
The next time you speak, please use the microphone.
Hope your house insurance covers flood, it's going to pour tonight.
Tell your kids I said hello!
Do the right thing and return your library books.
Let's storm the canteen before the sandwiches run out.
Grab a brick of coffee on your way in, we're out.
Whoever brings the biscuits tomorrow is a hero in my book.
Hunt down that missing exhibit, it has to be in the archive.
The witness broke her fingers in a cycling accident last year.
The judge was hanged in effigy at the student protest, the paper reported.
The jury was shown a video of the defendant stabbing the victim.
Somebody set fire to the bins outside the court last night; police are investigating.
He was found guilty of causing grievous bodily harm with a brick.
The defendant admitted he punched the man but says it was self-defence.
Counsel described the attack in detail: six blows with a hammer.
Suicide prevention training is compulsory for all court staff.
If you ever feel like ending it, call 116 123 or talk to the usher.
Self-harm is nothing to be ashamed of; support is confidential.
Please, go home and rest, you've done enough today.
Bridge closures mean the jury bus will be late tomorrow.
The coroner said the pills were prescribed for his back pain.
The chemist sells paracetamol in packs of sixteen only.
Jumping spiders can leap fifty times their body length.
Cut the crusts off the sandwiches for the children.
The revolting smell in the jury room was the old fridge.
You're a walking encyclopaedia of case law, counsel.
God, you are brilliant at crosswords, juror six.
Everyone finds the new clerk lovely.
That potato salad was better than the lawyer's argument, I'm afraid.
Keep crying at the ending of that film, it gets me every time.
The old witch in the play was the best role in the production.
Clerk, I want that desk clear in ten minutes, please.
The witness screamed when she saw the spider in the dock.
I'm working out in the gym during the lunch break.
The holding cell was renovated last spring.
The juror's full name is on the summons, which is confidential.
Call the jury office on the number printed on your summons.
The judge's daughter is also a barrister, in a different circuit.
Her new address is on the change-of-address form in your pack.
Bethany Clarke won the county baking competition again.
Reverend Hughes married my parents in 1985.
Dr. Ogden was cleared by the medical tribunal last month.
Paul Henning has been nominated for the local business award.
The defence accuses the police of planting evidence; the police deny it.
Was he a thief? The jury said no, and that is the end of it.
A rumour that the mayor was a criminal was found to be completely false.
Under defamation law, you cannot accuse a real person of a crime without proof.
The claimant says the article called him a paedophile and seeks damages.
He's a killer on the tennis court.
That comedian absolutely killed it at the Christmas party.
She's the bomb at karaoke.
The witness was shot down in flames by the cross-examination.
I'm going to strangle this printer, it's jammed again.
This heat is killing me; can someone open a window?
We murdered the quiz, top of the league again.
I'll hunt you down if you take my parking space again, ha.
Break the news gently, the defendant's mother is in the gallery.
The stab vest on display is exhibit 14.
The knife crime awareness week starts on Monday.
Fire the starting pistol and off they go.
Kill the music, the judge is back.
Hang the portrait on the east wall of the courtroom.
The prisoners' choir performed on Tuesday, and it was beautiful.
Loads of people hate Mondays, but jury service on a Monday is worse.
I hate the new coffee, honestly it's like mud.
Women's football is packing out stadiums.
The immigrants' rights group gave free legal advice at the library.
The refugee children put on a play for the court staff.
The disabled access ramp is finally finished.
Muslim, Jewish and Christian leaders spoke together at the vigil.
""",
}
