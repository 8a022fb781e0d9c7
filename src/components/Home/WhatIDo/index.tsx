import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import CheckList from '@site/src/components/CheckList';
import Section from '@site/src/components/Section';
import {offerings, transparencyNote} from '@site/src/data/offerings';
import styles from './styles.module.css';

export default function WhatIDo(): ReactNode {
  return (
    <Section
      id="what-i-do"
      headline={{
        tagline: 'Services',
        title: 'What I Do',
        subtitle:
          'Senior strategy and hands-on oversight across search, content and digital marketing.',
      }}>
      <CardGrid
        columns={4}
        items={offerings.map((offering) => ({
          title: offering.title,
          description: offering.description,
          to: offering.to,
          cta: offering.linkLabel,
        }))}
      />
      <Card tone="accent" edge="left" className={styles.note}>
        <h3 className={styles.noteTitle}>{transparencyNote.title}</h3>
        <p className={styles.intro}>{transparencyNote.intro}</p>
        <CheckList
          items={transparencyNote.points.map((point) => (
            <>
              <strong>{point.label}</strong> {point.text}
            </>
          ))}
        />
      </Card>
    </Section>
  );
}
