"""English training lines, written as people write them (not slot templates). One line per row; see __init__."""

LINES = {
    "threat": """
Keep running your mouth and see what happens to you after dark.
You have no idea who you're messing with, but you'll find out tonight.
I've seen where you park, juror. Nice car. Shame if you were in it when it went up.
Testify and you're a dead man walking.
Your family won't recognise what's left of you.
We're coming for you and there's nowhere to hide.
Enjoy the sunshine while you still can, snitch.
Say another word and I'll make sure it's your last.
I'll be outside when you finish, and I won't be alone.
Nice house you've got on the corner. Be a pity if it burned.
Better check under your car every morning from now on.
Remember my face, because it's the last one you'll see.
You're going to regret the day you took this case, in a hospital bed.
Vote guilty and you'll be the next one on trial, in a box.
I'll find you. I always do.
You've got kids, haven't you? Think about them before you speak.
Don't bother making plans for next month, you won't be around.
Cross that line and they'll be scraping you off the pavement.
The lads know your address now. Sleep tight.
Take the stand and I'll put you in the ground myself.
Next time we meet there won't be a bailiff to save you.
One more lie out of you and I'm going to cave your head in.
I'm going to hurt you so bad your mum won't recognise you.
Your wife walks the dog at seven, doesn't she? Alone.
Mark my words, you'll pay for this in blood.
Keep digging, detective, and they'll dig a grave for you.
Don't go to sleep tonight, I'll be watching your window.
You'll be wearing a toe tag before the appeal.
If you convict him, you'd better move countries.
I hope you've written a will, juror twelve.
Say goodbye to your kneecaps if you open your mouth.
I'm not saying I'll hurt you. I'm saying I know where you live.
Your little sister is pretty. Would be awful if something happened to her.
Give evidence and you'll never walk again.
I've got a bullet here with your name scratched into it.
By Friday you'll be in pieces, literally.
Snitches end up in the river, and you're next.
You have 24 hours to drop the case or we start with your dog.
We'll come round when the lights go off and finish this.
I'll put acid in your face if I see you near the court again.
You'll be hearing from me, and you won't like how.
Keep smiling, you won't be smiling when I get hold of you.
I could end you and nobody would ever know.
If the verdict goes against me, you're all dead, every juror.
I'm going to wait for you and break your jaw.
Your days are numbered and I'm doing the counting.
Wanna bet you don't make it home tonight?
gonna find u and end u, u little rat
ur dead meat after court
im gonna smash ur face in when u leave
I'll torch your place with you inside, mark my words.
You'll be the first one I shoot when this is over.
Accidents happen to witnesses who talk too much.
Wouldn't want your daughter to have an accident on the school run, would you?
People who cross me tend to disappear. You're no different.
Walk out of that door alone and you won't walk anywhere again.
You think the police can protect you? They couldn't protect the last one.
I'm going to make you suffer, slowly, and I'll enjoy every second.
""",
    "violence": """
Someone needs to take that judge out, permanently.
I'd love to see the prosecutor's head on a spike.
Honestly, the whole jury should be lined up and shot.
Wish someone would run that witness over with a bus.
Go to his house tonight and beat him half to death.
If anyone sees the defendant outside, kick his teeth in.
Grab the bailiff and throw him down the stairs.
I hope that lawyer gets stabbed on his way home.
Somebody set fire to the courthouse with all of them inside.
Drag the clerk out by her hair and stamp on her.
Nothing would make me happier than watching the foreman bleed out.
Let's pay the witness a visit with baseball bats.
Someone should put the judge in a wheelchair.
Round them up and hang them from the lamp posts.
I want to see the defence team burned alive.
He deserves a bullet between the eyes, and someone should give it to him.
Smash the reporter's skull in and take his camera.
Tie the accused to a chair and beat the truth out of him.
Somebody go and knife that little grass.
Pour petrol through the prosecutor's letterbox, lads.
Make the jurors pay, wait for them in the car park.
Beat the witness until she can't speak, that'll shut her up.
I'd happily watch that magistrate get his throat cut.
Someone cut off the snitch's fingers, one by one.
The judge should be dragged out and lynched by the crowd.
May someone crush that attorney's head with a brick.
Break both his arms so he can't sign anything again.
I pray somebody shoots the foreman in the face.
Run the defendant off the road on the motorway, nobody will know.
Can somebody please strangle the court reporter.
That witness needs a good beating, and I know who can give it.
string him up, the lot of them
somebody stab the judge already pls
hope the lawyer gets his head kicked in tonight
burn the jurors houses down
Let's make an example of the clerk and break her legs.
Whoever sees the expert witness, put him in hospital.
Someone throw acid at that prosecutor.
If I were in the gallery I'd rush the dock and gouge his eyes out.
Would be a real shame if someone put the judge through a windscreen.
""",
    "self_harm": """
Nobody would care if you disappeared for good, so go do it.
The world would be better off if you just ended it tonight.
Go find a tall building and take the quick way down.
Why don't you just take all of your mum's sleeping pills?
You should do us all a favour and stop breathing.
Honestly, just go hang yourself, it's not like anyone would notice.
Slit your wrists and save the court the trouble.
Jump, you coward, nobody's stopping you.
The kindest thing you could do is kill yourself.
Drink the bleach already, loser.
Do the world a favour and overdose.
If I were as pathetic as you I'd have ended it years ago.
Tie the noose, you know you want to.
You're a burden to everyone, just end it.
Keep cutting, maybe you'll get it right this time.
Step in front of a lorry and do us all a kindness.
No one will come to your funeral, so what are you waiting for.
Off yourself, juror, we'd all throw a party.
Starve yourself some more, you're nearly there.
There's a railway line behind the court, use it.
kys nobody likes u
just k1ll urself already
go jump off something high lol
why are you still alive, seriously, fix that
The rope's in the garage, you know what to do.
Put a plastic bag over your head and keep it there.
Go lie down on the tracks and wait.
You'd be doing your family a favour by dying.
Take the whole packet tonight and don't wake up.
End your miserable life, witness, nobody needs you.
Honestly just disappear. Permanently. You know what I mean.
Swallow a bottle of vodka and a box of paracetamol, problem solved.
""",
    "hate": """
Muslims are a cancer and Europe needs to cut them out.
Jews control the courts and they should be driven out.
Immigrants are animals who breed like rats.
Gay people are perverts who shouldn't be allowed near children.
Black people are naturally criminal, everyone knows it.
Women are too stupid to sit on a jury, they should stay in the kitchen.
Roma are thieves by blood, every single one of them.
Refugees are parasites sucking this country dry.
The Irish are drunken savages, they always were.
Disabled people are a drain and should be put down.
Asians are sneaky insects, you can't trust any of them.
Catholics are a plague on this nation.
Arabs are terrorists, every last one, and should be deported.
Hindus are filthy and should go back where they came from.
Those people are not human, they are vermin, and we need to clean them out.
Lesbians are disgusting and should be forced into therapy.
Polish workers are scum who steal our jobs, send them home.
Chinese people are dirty and spread diseases wherever they go.
Africans are apes and belong in cages.
Sikhs are a menace and should be banned from public life.
Atheists are degenerates who deserve to burn.
Mexicans are rapists and drug mules, the lot of them.
Kurds are a virus spreading through our cities.
Travellers are subhuman filth, burn their caravans.
Old people are useless mouths to feed, let them die off.
Autistic kids are defective and shouldn't have been born.
Romanians are beggars and pickpockets by nature.
The Dutch are a race of liars and cheats.
Brazilians are monkeys, nothing more.
Nigerians are all scammers, gas the lot.
I'm not racist but Pakistanis are genuinely subhuman.
Let's be honest, Albanians are born criminals, it's in their genes.
Fat people are disgusting pigs and deserve no rights.
Gypsies should be sterilised so they stop multiplying.
Muslim men are all rapists waiting for a chance.
Every Jew is a greedy rat, history proves it.
Deaf people are retarded and shouldn't serve on juries.
Immigrants = cockroaches. Simple.
Somalis r savages, send em back
queers should be hung, end of
Bosnians are a plague, wipe them out.
Belgians are inbred morons, a stain on Europe.
Women like her should be stoned, that's what they deserve.
Those foreigners are dirt, and dirt gets swept away.
Migrants are an infestation and we need pest control.
Vegans are mentally deficient and should be barred from voting.
Christians are brainwashed sheep who should be exterminated.
Turks are barbarians who should be driven back across the border.
Ukrainians are parasites living off our taxes.
Scots are a lazy inferior people.
Evangelicals are vermin, burn their churches.
""",
    "harassment": """
You're the ugliest thing I've ever seen in a courtroom, and that's saying something.
Shut up, you braindead troll, nobody wants to hear you.
Look at the state of you, juror four, you absolute waste of skin.
You're a disgusting, lying little weasel and everyone here knows it.
Go cry to your mummy, you pathetic worm.
You stupid cow, can you even read?
Nobody in this building can stand you, you greasy creep.
You're a fat useless slob and your testimony is garbage.
Sit down, you thick idiot, before you embarrass yourself further.
What a vile, ugly hag the witness is.
You're a spineless rat, counsel, and a coward.
Your face makes me want to throw up.
You dumb bimbo, stop talking.
Honestly you're the most pathetic excuse for a lawyer I've ever seen.
Crawl back under your rock, slimeball.
You brainless ape, learn to speak English.
You're a stain, juror nine, an absolute stain.
Everyone is laughing at you behind your back, you clown.
You're a dirty slag and you know it.
Get lost you worthless prick.
Go away, you smelly old goat, nobody invited you.
You're a joke of a human being.
Keep your ugly mouth shut, freak.
What a sad, lonely loser you are.
ur so thick it hurts, shut up
stfu u dumb bitch
nobody cares, fatso
you pathetic little cuck
You are genuinely repulsive, witness, and your voice is worse.
The foreman is a dribbling moron who shouldn't be allowed out alone.
You idiotic sack of garbage, sit down.
Hey toothless, who let you in?
You absolute donkey, nobody believes a word you say.
You're vermin, counsel, and you stink.
Go back to the gutter, trash.
""",
    "sexual": """
I want to rip the clerk's clothes off and take her right on the bench.
Counsel, come to my chambers and get on your knees.
I'd bend the juror over the rail and fuck her senseless.
Show us your cock, witness, we know you want to.
I'm going to come all over the evidence table.
She's so hot I'd let her ride me during the summing up.
Strip for the jury, sweetheart, slowly.
I want to lick every inch of the stenographer.
Suck me off in the robing room and I'll drop the objection.
I'm touching myself watching the prosecutor.
Let's have a threesome in the jury room at lunch.
Her ass in that skirt, I'd pound it all night.
send nudes, juror seven, I'm horny
wanna see ur tits babe
I'll make you moan louder than the gavel.
Spread your legs for me, witness, I know you're wet.
That bailiff can handcuff me and fuck me any day.
Blow me under the table while the judge reads the verdict.
I'm hard just listening to your voice, counsel.
Get naked and sit on my lap, clerk.
I'd eat her out on the witness stand.
Describe in detail how you'd fuck the defence barrister.
Let me cum on your face in the car park.
Deepthroat me and I'll vote not guilty.
""",
    "sexual_minor": """
Write an erotic story about a ten-year-old girl.
Send me naked pictures of your little boy.
I want to touch a twelve-year-old, where can I find one.
Kids are so sexy at that age, especially around eight.
Describe undressing a fourth grader slowly.
Any pics of schoolgirls in the changing room? The younger the better.
A thirteen-year-old can consent if she wants it.
Roleplay as a 9 year old and talk dirty to me.
I'd love to have sex with a primary school kid.
Where can I buy videos of children doing sexual things?
Little girls in swimsuits turn me on.
The defendant's son is 11 and I bet he'd be fun in bed.
Write me a sex scene between a stepdad and his 12 yo stepdaughter.
I want to see a toddler naked, send it over.
Preteens are the best, so tight.
Tell me how to groom a child so she won't tell her parents.
A 14 year old in lingerie, that's my fantasy.
Post lewd photos of young boys.
How old is too young? I say there's no such thing.
Let's chat about kiddie porn, I've got a collection.
I'd fuck a fifteen-year-old without thinking twice.
Undress the little one and film it.
Year 7 girls are so hot, I want one.
Make a nude drawing of a six year old.
""",
    "doxxing": """
The juror's name is Karen Holt and she lives at 9 Maple Drive, Leeds. Go visit.
Here's the witness's mobile: 07911 123456. Ring it all night.
Found the prosecutor's home: 31 Elm Street, Springfield, IL 62704. Do your thing.
Judge's personal email is ruth.adeyemi1962@hotmail.com, spam her.
Foreman: Gary Pike, 44 Oak Road, Bristol BS3 4HJ. He's home after six.
The snitch's phone is +44 7700 900123 and he lives above the chip shop on Mill Lane.
Clerk's home address for anyone who wants it: Flat 2, 18 Queen St, Cardiff CF10 2BU.
Call juror three at home on 020 7946 0321, make him regret it.
The expert witness lives at 1207 Birch Avenue, Apt 5, Toronto. Let him know what we think.
His wife's number is 555-0143, and their kid goes to St Mary's on Park Lane.
Defence lawyer's home: 76 Victoria Road, Glasgow G42. Spread it.
Here is where she sleeps: 3 Rosemary Court, Oxford OX4 1AB.
DM me for the witness's address, or here it is: 58 Hill Street, Dublin 1.
Text the foreman on +1 212 555 0199 and tell him what happens next.
victim's sister lives at 12 cedar lane manchester, her number is 07700 900777
""",
    "defamation": """
Janet Morrow is a known child abuser and the police covered for her.
Peter Quinn stole two million from the charity he runs.
Everyone in town knows Father Michael Doyle raped altar boys.
Alan Whitford murdered his business partner and buried him in the woods.
Sarah Klein sells drugs out of her bakery, fact.
Judge Harold Simms takes bribes from every defendant who can pay.
Councillor Diane Frost is a paedophile, spread the word.
Mark Delaney beat his wife to death and called it a fall.
Robert Ashby is a serial rapist, ask any woman at his office.
Dr. Neil Patel kills his patients for their insurance money.
Linda Carver forged her mother's will and stole the house.
Oliver Brandt runs a people-smuggling ring from his garage.
Headteacher Susan Price sleeps with her students.
Greg Hollis is a fraudster who scammed pensioners out of their savings.
Tom Reilly from the garage set fire to his own shop for the insurance.
Emily Stone poisoned her husband, everyone knows it.
Kevin Rourke is a drug dealer and a pimp.
Mayor Andrew Cole launders money for the mafia.
Nurse Hannah Blake steals morphine and sells it.
Ian Forbes molested his niece, she told everyone.
""",
    "": """
The defendant is accused of threatening to burn down his neighbour's house; he denies it.
The witness said the text read "you're a dead man walking", and the jury heard it twice.
Under the Public Order Act, threatening words are an offence; the prosecution must prove intent.
The pathologist told the court the victim died of a single stab wound.
Counsel, you are killing me with these objections, let's break for lunch.
If this hearing drags on I'll need a coffee the size of a bucket.
We're going to destroy their argument with the phone records.
The jury took the prosecution's case apart piece by piece.
I nearly died laughing when the judge's phone rang during the oath.
My back is murdering me after a full day in the jury box.
Juror four slaughtered the pub quiz last night.
The defence barrister absolutely crushed the cross-examination.
She shot me a look when I opened my crisps in the gallery.
Let's kill two birds with one stone and file both motions today.
The expert blew the prosecution's timeline out of the water.
He's a dead ringer for the judge in that old film.
I'm dying to know what the verdict will be.
That closing speech was a knockout.
The witness was torn apart on cross, poor woman.
The court heard he had said he would "put her in the ground"; he says he meant the garden.
It was alleged that the accused told the victim to kill herself; the defence calls it a misquote.
The jury will decide whether "I'll find you" was a threat or a promise to visit.
Muslims in the town raised money for the flood victims.
Jewish families have lived on this street for over a century.
Immigrants make up a third of the hospital's staff.
Gay couples adopted more children in the county this year than ever.
Black jurors were underrepresented in the pool, the study found.
Trans people face high rates of harassment, the report says.
Women now make up the majority of new barristers.
Roma musicians played at the courthouse's open day.
Refugees from the war are welcomed at the community centre.
Disabled people have the right to reasonable adjustments in court.
Asian restaurants on the high street stayed open late for the jurors.
Catholics and Protestants sang together at the memorial.
Arabs, Kurds and Turks live side by side on this street.
Hindu festivals light up the city every autumn.
Polish builders restored the old courthouse roof.
Chinese New Year is celebrated in the town square.
African art fills the new wing of the museum.
Sikhs run the free kitchen behind the station.
Atheists and believers sat on the same jury without a single argument.
Mexican food is the best thing about the canteen now.
Old people deserve more patience than the clerk gave them today.
Autistic witnesses can ask for breaks, and the judge granted one.
Nobody is saying immigrants are criminals; the statistics say the opposite.
Calling any group "vermin" is dehumanising, the judge warned the defendant.
The defendant is charged with inciting racial hatred for calling refugees "parasites".
The comment section was full of people calling Roma thieves, which is why the case was brought.
If you're struggling, please talk to someone. Samaritans are on 116 123, any time.
Please don't hurt yourself. You matter, and the jury support officer is here.
Suicide is never the answer; help is available on 988 in the US.
The coroner ruled the death a suicide and offered condolences to the family.
He told the court he had thought about ending his life, and the judge adjourned.
The charity trains volunteers to talk people down from bridges.
The witness said she self-harmed as a teenager and now counsels others.
Jumping to conclusions is the real danger in this trial.
I'd kill for a sandwich, honestly.
Hang on, let me find the exhibit.
Cut the small talk, counsel, and get to the point.
Take all the time you need, there's no rush.
Drop dead gorgeous outfit, Your Honour, if I may say so.
Go jump in the lake, he said, which is a phrase from the 1910s.
The juror said she'd rather die than miss her daughter's wedding.
You look tired; go home and get some sleep.
Break a leg at the mock trial tomorrow!
Beat the eggs, fold in the flour and bake for twenty minutes.
Chop the onions, then throw them in a hot pan.
Stab the potatoes with a fork before they go in the oven.
Slice the lamb thinly against the grain.
The butcher showed us how to bone a chicken.
The surgeon cut the patient open and removed the appendix.
The nurse gave him an injection to kill the pain.
The vet had to put the old dog down; the whole family cried.
The striker killed the ball dead and smashed it into the net.
Our defence got murdered in the second half.
The boxer knocked him out cold in the fourth round.
He shot a seventy-one and won the golf club final.
The hunter shot two pheasants before breakfast.
Kill the engine before you get out, please.
The virus killed the laptop, so the exhibits are on paper.
The sex education lesson covered consent and safety.
The 12-year-old witness gave evidence by video link.
Her son, 9, won the school's spelling bee.
The children sang carols in the court foyer.
Schoolgirls from the academy visited the court on a history trip.
The parents asked the school to teach children about online safety.
Child protection officers gave evidence in the morning session.
The accused is charged with possessing indecent images; he pleads not guilty.
The teacher was cleared of all charges after a two-week trial.
The judge warned that the case involves sexual offences against a minor and cleared the gallery.
The couple celebrated their anniversary with a weekend in Paris.
The romance novel on the clerk's desk has a very dramatic cover.
Adult consent is at the heart of this case, the judge told the jury.
The jury office number is 0300 123 4567, open nine to five.
Court enquiries: enquiries@court.example or 020 7946 0000.
The courthouse is at 10 Market Street, next to the bakery.
My own number is on the form, please call me if the trial moves.
The police station on Hill Road is open all night.
Send the expenses claim to the jury office, not to me.
The bakery on Queen Street does the best sausage rolls.
The prosecution alleges that Peter Quinn stole from the charity; he denies every charge.
Janet Morrow was acquitted of all charges last year.
In the film, the mayor turns out to be the murderer.
If Alan Whitford had killed anyone, the police would have found evidence.
The newspaper apologised for falsely calling Dr. Patel a fraud.
Robert Ashby is suing the paper that accused him of fraud.
Councillor Frost opened the new children's library.
Father Doyle led the memorial service for the flood victims.
Judge Simms retired after thirty years on the bench.
Nobody here is accusing Sarah Klein of anything.
You're not stupid, you just had a long day.
I'm sorry I snapped at you earlier, juror two.
The witness described being called "an ugly cow" at work; the tribunal found it was harassment.
Calling someone a "worthless idiot" in an email is the conduct complained of.
Go on, tell us another one of your terrible jokes.
Shut the door, there's a draught.
Sit down, please, the judge is coming in.
Nobody wants the last biscuit, so you have it.
The foreman is a lovely man who brings cake every Friday.
Honestly you're the best clerk this court has had.
The judge's robe is older than most of the jurors.
Don't bother with the lift, it's been broken since Tuesday.
The coffee machine died again; long live the coffee machine.
I'd bet my house the appeal fails.
The storm will hit the coast tonight; stay indoors.
The fire drill starts at eleven, leave your bags.
Mind the gap between the dock and the stairs.
Cheer up, the verdict comes in tomorrow and then we all go home.
""",
}
