import type { z } from 'zod';
import type { quizSchema } from './schema';

const sleepAnswers = [
  { label: 'Never', score: 0 },
  { label: 'Sometimes', score: 1 },
  { label: 'Often', score: 2 },
  { label: 'Almost always', score: 3 },
];

export const fixtures = {
  default: {
    widgetFormat: 'quiz',
    quizId: 'sleep-habits',
    title: 'How rested are you?',
    scoreType: 'simple',
    questions: [
      { sectionTitle: 'Your nights', question: 'How often do you take more than 30 minutes to fall asleep?' },
      { question: 'How often do you wake up during the night and struggle to get back to sleep?' },
      { sectionTitle: 'Your days', question: 'How often do you feel sleepy during the day?' },
      { question: 'How often do you rely on caffeine to get through the afternoon?' },
    ],
    answers: sleepAnswers,
    results: {
      summary: {
        title: 'Your sleep',
        responses: [
          { range: { low: 0, high: 3 }, title: 'You seem well rested', text: '<p>Your answers suggest your sleep is working for you. Keep up a regular bedtime.</p>' },
          { range: { low: 4, high: 7 }, title: 'Some signs of poor sleep', text: '<p>A few habits may be getting in the way of good rest. <a href="/sleep">Read our sleep guides</a> for simple changes to try.</p>' },
          { range: { low: 8, high: 12 }, title: 'Many signs of poor sleep', text: '<p>Poor sleep this often is worth talking about with a doctor, who can check for a sleep disorder.</p>' },
        ],
      },
    },
  },
  multi: {
    widgetFormat: 'quiz',
    quizId: 'stress-sources',
    title: 'Where is your stress coming from?',
    scoreType: 'multi',
    questions: [
      { question: 'I feel I have too much to do at work.', score: 'work' },
      { question: 'I find it hard to switch off from work in the evening.', score: 'work' },
      { question: 'I worry about paying my bills.', score: 'money' },
      { question: 'Unexpected costs throw my plans off.', score: 'money' },
    ],
    answers: [
      { label: 'Disagree', score: 0 },
      { label: 'Neither agree nor disagree', score: 1 },
      { label: 'Agree', score: 2 },
    ],
    results: {
      scores: {
        work: { title: 'Work', responses: [{ range: { low: 0, high: 1 }, title: 'Little work stress' }, { range: { low: 2, high: 4 }, title: 'Work is a big source of stress' }] },
        money: { title: 'Money', responses: [{ range: { low: 0, high: 1 }, title: 'Little money stress' }, { range: { low: 2, high: 4 }, title: 'Money is a big source of stress' }] },
      },
    },
  },
  hybrid: {
    widgetFormat: 'quiz',
    quizId: 'energy-check',
    title: 'What is draining your energy?',
    scoreType: 'hybrid',
    questions: [
      { question: 'I skip meals when I am busy.', score: 'food' },
      { question: 'I stay up late looking at my phone.', score: 'sleep' },
      { question: 'I have a sugary snack late in the evening.', score: 'food-sleep' },
    ],
    answers: [
      { label: 'Rarely', score: 0 },
      { label: 'Sometimes', score: 1 },
      { label: 'Most days', score: 2 },
    ],
    results: {
      summary: { title: 'Overall', responses: [{ range: { low: 0, high: 2 }, title: 'Few energy drains' }, { range: { low: 3, high: 6 }, title: 'Several energy drains' }] },
      scores: {
        food: { title: 'Eating habits', responses: [{ range: { low: 0, high: 1 }, title: 'Eating supports your energy' }, { range: { low: 2, high: 4 }, title: 'Eating habits may be draining you' }] },
        sleep: { title: 'Sleep habits', responses: [{ range: { low: 0, high: 1 }, title: 'Sleep supports your energy' }, { range: { low: 2, high: 4 }, title: 'Sleep habits may be draining you' }] },
      },
    },
  },
  interest: {
    widgetFormat: 'quiz',
    quizId: 'newsletter-interests',
    questionType: 'interest',
  },
  disclaimerOverride: {
    widgetFormat: 'quiz',
    title: 'Quick check: how much water do you drink?',
    disclaimerOverride: 'This quiz is for general interest only. Your needs depend on your health, activity and the weather.',
    questions: [{ question: 'How many glasses of water do you drink on a typical day?' }],
    answers: [
      { label: 'Fewer than 4', score: 0 },
      { label: '4 to 7', score: 1 },
      { label: '8 or more', score: 2 },
    ],
    results: {
      maximumScore: 2,
      summary: {
        responses: [
          { range: { low: 1 }, title: 'You drink a fair amount' },
          { range: { low: 0, high: 0 }, title: 'You may want to drink a little more' },
        ],
      },
    },
  },
  longText: {
    widgetFormat: 'quiz',
    title:
      'A longer look at your everyday habits around food, movement, sleep and time with other people, and how each of them may be shaping your mood from one week to the next',
    questionType: 'single',
    questions: Array.from({ length: 6 }, (_, i) => ({
      sectionTitle: i % 3 === 0 ? 'A section with a long heading that wraps across more than one line on a phone' : undefined,
      questionTitle: `Over the past month, how often have you noticed that a change in your routine, such as a late night, a skipped meal or a busy week at work, affected how you felt the next day? (part ${i + 1})`,
    })),
    answers: [
      { label: 'Not at all, as far as I can tell', score: 0 },
      { label: 'Now and then, usually after a particularly busy or stressful stretch', score: 1 },
      { label: 'Most weeks, in a way that I or the people close to me have noticed', score: 2 },
    ],
    results: { summary: { responses: [{ range: { low: 0, high: 6 }, title: 'Routine changes affect you a little' }, { range: { low: 7, high: 12 }, title: 'Routine changes affect you a lot' }] } },
  },
  noBands: {
    widgetFormat: 'quiz',
    title: 'A quiz without score bands',
    questions: [{ question: 'Do you eat breakfast most days?' }, { question: 'Do you eat vegetables with most meals?' }],
    answers: [
      { label: 'No', score: 0 },
      { label: 'Yes', score: 1, selected: true },
    ],
  },
  empty: {
    widgetFormat: 'quiz',
    title: 'A quiz with no questions yet renders nothing',
  },
} satisfies Record<string, z.input<typeof quizSchema>>;
